import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, makeJwt, stubFetch, testUser } from '../testing/fetch-stub';
import { signedInApi, tenantInfo } from '../testing/signed-in-api';
import { App } from './app';

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return { user: userEvent.setup(), ...render(<App />) };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('App', () => {
  it('shows a landing page on its own: no session check, no router', async () => {
    localStorage.setItem('plotwise.signed-in', '1');
    const { fetchStub } = stubFetch({});
    renderAt('/retail');

    expect(screen.getByRole('heading', { level: 1, name: /home buyer/i })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get Early Access' })).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  // One test per file mounts the routed app: its router and session are one per page load.
  it('enters the app at / after signing in on a landing page, with the session carried over', async () => {
    const { requests } = signedInApi({
      'POST /api/auth/sign-in/email': json({ token: 'session-2', user: testUser }),
      'GET /api/auth/token': json({ token: makeJwt() }),
      'GET /api/v1/tenant/info': json(tenantInfo),
    });
    localStorage.removeItem('plotwise.signed-in');
    const { user } = renderAt('/landing');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5_000 });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    // The routed app and the shell load now, on first use.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Portfolio' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(requests.some((request) => request.path === '/api/auth/get-session')).toBe(false);
  }, 15_000);
});
