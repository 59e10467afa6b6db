import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../testing/fetch-stub';
import { signedInApi, tenantInfo } from '../testing/signed-in-api';
import { renderApp } from '../testing/test-utils';

describe('routes for a signed-out visitor', () => {
  it('redirects any app path to /landing, remembering where they were going', async () => {
    const { fetchStub } = stubFetch({});
    const { router } = renderApp('/settings/projects');

    // The first render of the file loads the routed app's modules: give it time on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /property investment analysis/i },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landing');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/settings/projects' } });
    // A browser that never signed in is not asked about a session.
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('redirects unknown paths to /landing too', async () => {
    stubFetch({});
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });

  it('shows the home buyer variant at /retail', async () => {
    stubFetch({});
    renderApp('/retail');
    expect(
      await screen.findByRole('heading', { level: 1, name: /home buyer/i }),
    ).toBeInTheDocument();
  });
});

describe('auth gate', () => {
  it("shows a blank screen, then 'Authenticating...' while the session is checked", async () => {
    localStorage.setItem('plotwise.signed-in', '1');
    let answer: (response: Response) => void = () => {};
    stubFetch({
      'GET /api/auth/get-session': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderApp('/portfolio');

    expect(screen.queryByText('Authenticating...')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Authenticating...', {}, { timeout: 2_000 }),
    ).toBeInTheDocument();

    answer(json(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });

  it('signs out a visitor whose session has ended', async () => {
    localStorage.setItem('plotwise.signed-in', '1');
    const { requests } = stubFetch({ 'GET /api/auth/get-session': json(null) });
    const { router } = renderApp('/portfolio');

    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(localStorage.getItem('plotwise.signed-in')).toBeNull();
    // The session cookie goes with the check; no credential is read from storage.
    expect(requests[0]).toMatchObject({ path: '/api/auth/get-session', credentials: 'include' });
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });
});

describe('the signed-in shell', () => {
  it('shows the portfolio at / without a home button, and the avatar with initials and e-mail', async () => {
    signedInApi();
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(await screen.findByText('No owned properties')).toBeInTheDocument();
    const rail = screen.getByRole('navigation', { name: 'Main' });
    expect(within(rail).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    const avatar = within(rail).getByRole('img', { name: 'ada@example.com' });
    expect(avatar).toHaveAttribute('title', 'ada@example.com');
    expect(avatar).toHaveTextContent('AL');
  });

  it('shows the settings panel and a home button on settings pages', async () => {
    signedInApi({ 'GET /api/v1/projects': json([]) });
    const { user, router } = renderApp('/settings/projects');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projects (0)' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(panel).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(within(panel).getByRole('link', { name: 'Prompts' })).toHaveAttribute(
      'href',
      '/settings/prompts',
    );

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portfolio');
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it("shows 'Page not found' for unknown paths, with a way back to /", async () => {
    signedInApi();
    const { user, router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'No property ID provided' at /property without an id, asking the server nothing about it", async () => {
    const { requests } = signedInApi();
    const { user, router } = renderApp('/property');

    expect(await screen.findByRole('alert')).toHaveTextContent('No property ID provided');
    expect(requests.some((request) => request.path.startsWith('/api/v1/properties/'))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go to Portfolio' }));
    expect(router.state.location.pathname).toBe('/portfolio');
  });

  it("logs out: 'Logging out...', clears only this user's caches, then /landing", async () => {
    let finishSignOut: (response: Response) => void = () => {};
    signedInApi({
      'POST /api/auth/sign-out': () =>
        new Promise<Response>((resolve) => (finishSignOut = resolve)),
    });
    localStorage.setItem('plotwise.cache.user-1.portfolio', '[]');
    localStorage.setItem('plotwise.cache.user-2.portfolio', '[]');
    const { user, router } = renderApp('/settings/account');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    finishSignOut(json({ success: true }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(router.state.location.state).toBeNull();
    expect(localStorage.getItem('plotwise.cache.user-1.portfolio')).toBeNull();
    expect(localStorage.getItem('plotwise.cache.user-2.portfolio')).toBe('[]');
    expect(localStorage.getItem('plotwise.signed-in')).toBeNull();
  });

  it('still goes to /landing when the sign-out call fails', async () => {
    signedInApi({ 'POST /api/auth/sign-out': json({ message: 'boom' }, 500) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderApp('/portfolio');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(warn).toHaveBeenCalledWith(
      'Sign-out call failed; signing out locally',
      expect.anything(),
    );
    expect(localStorage.getItem('plotwise.signed-in')).toBeNull();
  });

  it('sets up a missing tenant once, as a free plan, then loads it', async () => {
    let tenantExists = false;
    const { requests } = signedInApi({
      'GET /api/v1/tenant/info': () =>
        tenantExists
          ? json(tenantInfo)
          : json({ detail: 'Tenant setup required', code: 'NOT_FOUND' }, 404),
      'POST /api/v1/tenant/setup': () => {
        tenantExists = true;
        return json({ tenant_id: 't1' }, 201);
      },
    });
    renderApp('/portfolio');

    await waitFor(() =>
      expect(requests.filter((request) => request.path === '/api/v1/tenant/info')).toHaveLength(2),
    );
    const setup = requests.filter((request) => request.path === '/api/v1/tenant/setup');
    expect(setup).toHaveLength(1);
    expect(setup[0]!.body).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      plan: 'free',
    });
  });
});
