import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/test-utils';
import { AUTH_MESSAGES } from '../messages';

async function fillNewPassword(user: ReturnType<typeof renderApp>['user'], password: string, confirm = password) {
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password', () => {
  it('sets the new password from the link and offers Sign In', async () => {
    const { requests } = stubFetch({ 'POST /api/auth/reset-password': json({ status: true }) });
    const { user, router } = renderApp('/reset-password?token=abc123');

    await fillNewPassword(user, 'brand-new');

    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully!');
    expect(requests.find((request) => request.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'abc123',
      newPassword: 'brand-new',
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/landing');
  });

  it.each([
    ['12345', '12345', AUTH_MESSAGES.newPasswordTooShort],
    ['brand-new', 'brand-old', AUTH_MESSAGES.newPasswordsDoNotMatch],
  ])('refuses %s / %s before asking the server', async (password, confirm, message) => {
    const { fetchStub } = stubFetch({});
    const { user } = renderApp('/reset-password?token=abc123');

    await fillNewPassword(user, password, confirm);

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(fetchStub).not.toHaveBeenCalledWith(expect.stringContaining('reset-password'), expect.anything());
  });

  it('says an expired or used link is invalid and offers a new one', async () => {
    stubFetch({
      'POST /api/auth/reset-password': json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
    });
    const { user } = renderApp('/reset-password?token=used');

    await fillNewPassword(user, 'brand-new');

    expect(await screen.findByText(AUTH_MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('treats a link without a token as invalid', async () => {
    stubFetch({});
    const { user, router } = renderApp('/reset-password');

    expect(await screen.findByText(AUTH_MESSAGES.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(router.state.location.pathname).toBe('/landing');
  });
});
