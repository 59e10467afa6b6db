import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { AUTH_MESSAGES } from '../messages';
import { AuthDialogs, type AuthDialogMode } from './auth-dialogs';

function Harness() {
  const [mode, setMode] = useState<AuthDialogMode | null>('login');
  return (
    <>
      <button onClick={() => setMode('forgot-password')}>Open reset</button>
      <AuthDialogs
        mode={mode}
        onModeChange={setMode}
        onClose={() => setMode(null)}
        redirectTo="/"
        onEnter={vi.fn()}
      />
    </>
  );
}

async function openResetFromSignIn() {
  const rendered = renderWithProviders(<Harness />);
  await rendered.user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await rendered.user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Reset Password' }) };
}

describe('Reset Password dialog', () => {
  it('opens from Sign In with the e-mail carried over, and goes back', async () => {
    stubFetch({});
    const { user, dialog } = await openResetFromSignIn();

    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks for an e-mail before sending anything', async () => {
    const { fetchStub } = stubFetch({});
    const { user, dialog } = await openResetFromSignIn();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailRequired);
    expect(fetchStub).not.toHaveBeenCalledWith(
      expect.stringContaining('request-password-reset'),
      expect.anything(),
    );
  });

  it('sends the link request and says a link is on its way', async () => {
    const { requests } = stubFetch({
      'POST /api/auth/request-password-reset': json({ status: true, message: 'ok' }),
    });
    const { user, dialog } = await openResetFromSignIn();

    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "If an account exists for that email, we've sent a link to reset your password.",
    );
    expect(requests.find((request) => request.path === '/api/auth/request-password-reset')?.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('shows the limit message when asked too often', async () => {
    stubFetch({ 'POST /api/auth/request-password-reset': json({ message: 'Too many requests' }, 429) });
    const { user, dialog } = await openResetFromSignIn();

    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later',
    );
  });

  it('starts empty after being closed', async () => {
    stubFetch({});
    const { user, dialog } = await openResetFromSignIn();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open reset' }));

    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
