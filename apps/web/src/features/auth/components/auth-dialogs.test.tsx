import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, makeJwt, stubFetch, testUser } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { AuthDialogs, type AuthDialogMode } from './auth-dialogs';
import { findToast } from '../../../testing/toasts';

function Harness({
  initial = null,
  redirectTo = '/',
}: {
  initial?: AuthDialogMode | null;
  redirectTo?: string;
}) {
  const [mode, setMode] = useState<AuthDialogMode | null>(initial);
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => setMode('login')}>Open sign-in</button>
      <button onClick={() => setMode('register')}>Open sign-up</button>
      <AuthDialogs
        mode={mode}
        onModeChange={setMode}
        onClose={() => setMode(null)}
        redirectTo={redirectTo}
        onEnter={(href) => void navigate(href, { replace: true })}
      />
    </>
  );
}

describe('Sign In dialog', () => {
  it("shows 'Email and password are required' and sends nothing when fields are empty", async () => {
    const { fetchStub } = stubFetch({});
    const { user } = renderWithProviders(<Harness initial="login" />);

    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email and password are required');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email and password are required');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('labels its fields and toggles the password visibility', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<Harness initial="login" />);

    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('closes on Escape, on the close button and on a click outside', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<Harness initial="login" />);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<Harness initial="login" />);
    const dialog = screen.getByRole('dialog');

    expect(screen.getByLabelText('Email')).toHaveFocus();
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('signs in, says so and goes to the page the user came from', async () => {
    const { requests } = stubFetch({
      'POST /api/auth/sign-in/email': json({ token: 'session-1', user: testUser }),
      'GET /api/auth/token': json({ token: makeJwt() }),
      'GET /api/v1/tenant/info': json({
        tenant_id: 't1',
        name: 'ada',
        isolation_enabled: true,
        migration_status: 'done',
      }),
    });
    const { user, router } = renderWithProviders(
      <Harness initial="login" redirectTo="/settings/projects" />,
      {
        path: '/landing',
        route: '/landing',
        routes: [{ path: '/settings/projects', element: <p>Projects page</p> }],
      },
    );

    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Projects page')).toBeInTheDocument();
    expect(await findToast('Login successful! Redirecting...')).toHaveAttribute(
      'data-kind',
      'success',
    );
    expect(router.state.location.pathname).toBe('/settings/projects');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: { email: 'ada@example.com', password: 'secret1' },
    });
    const tenantCall = requests.find((request) => request.path === '/api/v1/tenant/info');
    expect(tenantCall?.headers.Authorization).toMatch(/^Bearer eyJ/);
    // The session is the server's HttpOnly cookie: the page keeps only a hint that it signed in.
    expect(requests[0]!.credentials).toBe('include');
    expect(localStorage.getItem('plotwise.signed-in')).toBe('1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('session-1');
  });

  it('shows the specification message for a wrong password in a red toast', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': json(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        401,
      ),
    });
    const { user } = renderWithProviders(<Harness initial="login" />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await findToast('Incorrect password')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

describe('Create Account dialog', () => {
  const paymentsConfig = { 'GET /api/v1/payments/config': json({ provider: 'test' }) };

  it('shows the card box only for Pro, with each plan’s helper text', async () => {
    stubFetch(paymentsConfig);
    const { user } = renderWithProviders(<Harness initial="register" />);
    const dialog = screen.getByRole('dialog', { name: 'Create Account' });
    const plan = within(dialog).getByLabelText('Plan');

    expect(plan).toHaveValue('free');
    expect(within(dialog).getByRole('option', { name: 'Free Plan' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('option', { name: 'Pro Plan - £39/month' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Start with basic features, upgrade anytime'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('min. 6 characters')).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('group', { name: 'Credit Card Information' }),
    ).not.toBeInTheDocument();

    await user.selectOptions(plan, 'pro');

    expect(
      within(dialog).getByText('Access all premium features and unlimited analysis'),
    ).toBeInTheDocument();
    const cardBox = within(dialog).getByRole('group', { name: 'Credit Card Information' });
    expect(await within(cardBox).findByLabelText('Card number')).toBeInTheDocument();
    expect(within(cardBox).getByLabelText('Expiry date')).toBeInTheDocument();
    expect(within(cardBox).getByLabelText('CVC')).toBeInTheDocument();
    expect(within(cardBox).getByText(/4242 4242 4242 4242/)).toBeInTheDocument();

    await user.selectOptions(plan, 'free');
    expect(
      within(dialog).queryByRole('group', { name: 'Credit Card Information' }),
    ).not.toBeInTheDocument();
  });

  it('resets the plan to Free and clears the form when closed', async () => {
    stubFetch(paymentsConfig);
    const { user } = renderWithProviders(<Harness initial="register" />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    expect(screen.getByRole('group', { name: 'Credit Card Information' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open sign-up' }));

    expect(screen.getByLabelText('Plan')).toHaveValue('free');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(
      screen.queryByRole('group', { name: 'Credit Card Information' }),
    ).not.toBeInTheDocument();
  });

  it('asks for complete card details before paying for Pro', async () => {
    const { requests } = stubFetch(paymentsConfig);
    const { user } = renderWithProviders(<Harness initial="register" />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter complete card details');
    expect(requests.map((request) => request.path)).toEqual(['/api/v1/payments/config']);
  });

  it('needs a password of at least 6 characters', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<Harness initial="register" />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Password should be at least 6 characters');
  });

  it('creates a free account: sign-up with the e-mail prefix as name, then tenant setup, then home', async () => {
    const { requests } = stubFetch({
      'POST /api/auth/sign-up/email': json({ token: 'session-new', user: testUser }),
      'GET /api/auth/token': json({ token: makeJwt() }),
      'POST /api/v1/tenant/setup': json({ tenant_id: 't1' }, 201),
      'GET /api/v1/tenant/info': json({
        tenant_id: 't1',
        name: 'ada',
        isolation_enabled: true,
        migration_status: 'done',
      }),
    });
    const { user, router } = renderWithProviders(<Harness initial="register" />, {
      path: '/landing',
      route: '/landing',
      routes: [{ path: '/', element: <p>Home</p> }],
    });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await findToast('Account created successfully! Welcome to Plotwise.')).toHaveAttribute(
      'data-kind',
      'success',
    );
    const calls = requests.map((request) => `${request.method} ${request.path}`);
    expect(calls.slice(0, 3)).toEqual([
      'POST /api/auth/sign-up/email',
      'GET /api/auth/token',
      'POST /api/v1/tenant/setup',
    ]);
    expect(requests[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      name: 'ada',
    });
    expect(requests[2]!.body).toEqual({ email: 'ada@example.com', name: 'ada', plan: 'free' });
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain('/api/v1/tenant/info'),
    );
  });

  it('pays first for Pro, then creates the account and sets up the tenant with the payment', async () => {
    const payment = { payment_intent_id: 'pi_1', customer_id: 'cus_1', amount_paid: 3900 };
    const { requests } = stubFetch({
      ...paymentsConfig,
      'POST /api/v1/payments/payment-methods': json({ id: 'pm_1', type: 'card' }, 201),
      'POST /api/v1/subscription/process-payment': json(payment),
      'POST /api/auth/sign-up/email': json({ token: 'session-new', user: testUser }),
      'GET /api/auth/token': json({ token: makeJwt() }),
      'POST /api/v1/tenant/setup': json({ tenant_id: 't1' }, 201),
      'GET /api/v1/tenant/info': json({
        tenant_id: 't1',
        name: 'ada',
        isolation_enabled: true,
        migration_status: 'done',
      }),
    });
    const { user } = renderWithProviders(<Harness initial="register" />, {
      path: '/landing',
      route: '/landing',
      routes: [{ path: '/', element: <p>Home</p> }],
    });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1239');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Home')).toBeInTheDocument();
    const byPath = (path: string) => requests.find((request) => request.path === path);
    expect(byPath('/api/v1/payments/payment-methods')?.body).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2039,
      cvc: '123',
    });
    expect(byPath('/api/v1/subscription/process-payment')?.body).toEqual({
      payment_method_id: 'pm_1',
      plan_id: 'pro',
      user_email: 'ada@example.com',
    });
    expect(byPath('/api/v1/tenant/setup')?.body).toEqual({
      email: 'ada@example.com',
      name: 'ada',
      plan: 'pro',
      ...payment,
    });
    const order = requests.map((request) => request.path);
    expect(order.indexOf('/api/v1/subscription/process-payment')).toBeLessThan(
      order.indexOf('/api/auth/sign-up/email'),
    );
  });

  it("shows 'Payment failed: ' with the server's detail and creates no account", async () => {
    const { requests } = stubFetch({
      ...paymentsConfig,
      'POST /api/v1/payments/payment-methods': json({ id: 'pm_2', type: 'card' }, 201),
      'POST /api/v1/subscription/process-payment': json(
        { detail: 'Your card was declined.', code: 'PAYMENT_FAILED' },
        402,
      ),
    });
    const { user } = renderWithProviders(<Harness initial="register" />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    await user.type(await screen.findByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry date'), '1239');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/auth/sign-up/email')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('says when the e-mail already has an account', async () => {
    stubFetch({
      'POST /api/auth/sign-up/email': json(
        { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists' },
        422,
      ),
    });
    const { user } = renderWithProviders(<Harness initial="register" />);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await findToast('An account with this email already exists')).toHaveAttribute(
      'data-kind',
      'error',
    );
  });
});
