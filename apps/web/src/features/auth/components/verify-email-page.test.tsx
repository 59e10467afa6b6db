import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { sessionResponse, signedInApi } from '../../../testing/signed-in-api';
import { renderApp } from '../../../testing/test-utils';
import { AUTH_MESSAGES } from '../messages';

describe('/verify-email', () => {
  it('verifies the address from the link and says so', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = stubFetch({
      'GET /api/auth/verify-email': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user, router } = renderApp('/verify-email?token=abc123');

    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.verifyingEmail);
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toEqual(['/api/auth/verify-email?token=abc123']),
    );
    answer(json({ status: true, user: null }));
    expect(await screen.findByText(AUTH_MESSAGES.emailVerified)).toBeInTheDocument();
    // Continue goes to /, which sends a signed-out visitor on to the landing page.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'), { timeout: 5_000 });
  });

  it("reads the signed-in user's account again, so the banner goes", async () => {
    let verified = false;
    const { requests } = signedInApi({
      'GET /api/auth/get-session': () => sessionResponse({ emailVerified: verified }),
      'GET /api/auth/verify-email': () => {
        verified = true;
        return json({ status: true, user: null });
      },
    });
    const { user, router } = renderApp('/verify-email?token=abc123');

    expect(await screen.findByText(AUTH_MESSAGES.emailVerified)).toBeInTheDocument();
    const sessionReads = requests.filter((request) => request.path === '/api/auth/get-session');
    expect(sessionReads).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The shell loads now, on first use.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portfolio' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says an expired or forged link is invalid', async () => {
    stubFetch({
      'GET /api/auth/verify-email': json({ code: 'TOKEN_EXPIRED', message: 'Token expired' }, 401),
    });
    renderApp('/verify-email?token=old');

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.verificationLinkInvalid);
    expect(screen.getByText(AUTH_MESSAGES.verificationLinkHelp)).toBeInTheDocument();
  });

  it('treats a link without a token as invalid, asking nothing', async () => {
    const { fetchStub } = stubFetch({});
    renderApp('/verify-email');

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.verificationLinkInvalid);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
