import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/fetch-stub';
import { sessionResponse, signedInApi } from '../../../testing/signed-in-api';
import { renderApp } from '../../../testing/test-utils';
import { findToast } from '../../../testing/toasts';

// The shell is lazy: the first test of the file loads it.
const banner = () => screen.findByRole('region', { name: 'Email verification' }, { timeout: 5_000 });

describe('the e-mail verification banner', () => {
  it('asks an unverified user to verify, naming the address, and sends the link again', async () => {
    const { requests } = signedInApi({
      'POST /api/auth/send-verification-email': json({ status: true }),
    });
    const { user } = renderApp('/');

    const region = await banner();
    expect(region).toHaveTextContent(
      'Please verify your email address. We sent a link to ada@example.com.',
    );
    await user.click(within(region).getByRole('button', { name: 'Resend' }));

    expect(await findToast('Verification email sent. Check your inbox.')).toHaveAttribute(
      'data-kind',
      'success',
    );
    const resend = requests.find((request) => request.path === '/api/auth/send-verification-email');
    expect(resend).toMatchObject({ method: 'POST', body: { email: 'ada@example.com' }, credentials: 'include' });
  });

  it("reads 'Sending...' while the request runs, and shows the limit in a red toast", async () => {
    let answer: ((response: Response) => void) | null = null;
    signedInApi({
      'POST /api/auth/send-verification-email': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/');

    await user.click(within(await banner()).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await waitFor(() => expect(answer).not.toBeNull());
    answer!(
      json(
        { code: 'TOO_MANY_REQUESTS', message: 'Too many verification emails. Please try again later' },
        429,
      ),
    );

    expect(
      await findToast('Too many verification emails. Please try again later'),
    ).toHaveAttribute('data-kind', 'error');
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('is not shown once the address is verified', async () => {
    signedInApi({ 'GET /api/auth/get-session': sessionResponse({ emailVerified: true }) });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });

  it('goes when the window comes back after the address was verified elsewhere', async () => {
    let verified = false;
    signedInApi({ 'GET /api/auth/get-session': () => sessionResponse({ emailVerified: verified }) });
    renderApp('/');

    await banner();
    verified = true;
    fireEvent.focus(window);

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
  });

  it('keeps the user signed in when reading the account again fails, and signs out when the session has ended', async () => {
    let answer = sessionResponse();
    signedInApi({ 'GET /api/auth/get-session': () => answer.clone() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/');
    await banner();

    answer = json({ message: 'Service unavailable' }, 503);
    fireEvent.focus(window);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not read the account again', expect.anything()));
    expect(screen.getByRole('region', { name: 'Email verification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    answer = json(null);
    fireEvent.focus(window);
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });
});
