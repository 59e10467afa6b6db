import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionCookieFrom, sessionHeaders, signUp, signUpWithTenant, uniqueEmail } from '../../test-support/accounts.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('auth on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const signIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

  it('signs up and signs in', async () => {
    const account = await signUp(app);
    const response = await signIn(account.email, account.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('answers USER_NOT_FOUND for an unknown e-mail', async () => {
    const response = await signIn(uniqueEmail('nobody'), 'whatever1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'No account found with this email' });
  });

  it('answers INVALID_EMAIL_OR_PASSWORD for a wrong password', async () => {
    const account = await signUp(app);
    const response = await signIn(account.email, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});

describe.each(databaseKinds)('auth guards on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(() => app.close());

  const signIn = (email: string, password: string, ip = '203.0.113.1') =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress: ip });

  it('rejects a duplicate e-mail and a short password at sign-up', async () => {
    const account = await signUp(app);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: account.email, password: 'another-pass', name: 'Again' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().code).toMatch(/^USER_ALREADY_EXISTS/);
    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password: '12345', name: 'Short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('locks an e-mail after five wrong passwords, whatever the client IP', async () => {
    const account = await signUp(app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signIn(account.email, 'wrong-password', `198.51.100.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(account.email, account.password, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed attempts. Please try again later');
  });

  it('checks at most five passwords of 40 wrong ones sent at once (the count is taken before the check)', async () => {
    const account = await signUp(app);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => signIn(account.email, 'wrong-password', `198.18.0.${attempt + 1}`)),
    );
    const checked = responses.filter((response) => response.json().code === 'INVALID_EMAIL_OR_PASSWORD');
    const locked = responses.filter((response) => response.statusCode === 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(locked.length).toBe(40 - checked.length);
    expect((await signIn(account.email, account.password, '198.18.1.1')).statusCode).toBe(429);
  });

  it('limits sign-in attempts per client IP, not in one global bucket', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await signIn(uniqueEmail('probe'), 'whatever1', '192.0.2.7')).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const otherClient = await signIn(uniqueEmail('probe'), 'whatever1', '192.0.2.8');
    expect(otherClient.statusCode).toBe(401);
  });

  it('ignores a client-supplied IP header', async () => {
    const spoofed = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: uniqueEmail('spoof'), password: 'whatever1' },
      remoteAddress: '192.0.2.7',
      headers: { 'x-plotwise-client-ip': '10.9.9.9' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('answers 401 to /api/v1 without a token, with a forged one, and with a session cookie', async () => {
    const account = await signUp(app);
    const noToken = await app.inject({ method: 'GET', url: '/api/v1/tenant/info' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ detail: 'Authentication required', code: 'UNAUTHENTICATED' });
    const [header, payload] = account.jwt.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    const forged = `${header}.${forgedPayload}.${account.jwt.split('.')[2]}`;
    const sessionCookieValue = account.sessionCookie.slice(account.sessionCookie.indexOf('=') + 1);
    for (const token of [forged, sessionCookieValue, 'not-a-jwt']) {
      const response = await app.inject({ method: 'GET', url: '/api/v1/tenant/info', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, token.slice(0, 12)).toBe(401);
    }
  });

  it('refuses a JWT once it expires, though its signature was checked and kept before', async () => {
    const account = await signUpWithTenant(app);
    const { sub, email, name, sid } = decodeJwt(account.jwt);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const { token } = await app.auth.api.signJWT({ body: { payload: { sub, email, name, sid, exp } } });
    const tenantInfo = () => app.inject({ method: 'GET', url: '/api/v1/tenant/info', headers: bearer({ ...account, jwt: token }) });
    expect((await tenantInfo()).statusCode).toBe(200);
    await expect.poll(async () => (await tenantInfo()).statusCode, { timeout: 5_000, interval: 250 }).toBe(401);
  });
});

describe.each(databaseKinds)('sign-up from the browser on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // PORT set and PUBLIC_URL not, as `PORT=4000 npm start` runs it.
    app = await buildTestApp(kind, { PORT: '4000' });
  });
  afterAll(() => app.close());

  const signUpFrom = (origin: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: { email: uniqueEmail('browser'), password: 'correct-horse', name: 'Browser' },
    });

  it('trusts the page the server itself serves, http://localhost:$PORT', async () => {
    const response = await signUpFrom('http://localhost:4000');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toMatch(/^browser\./);
  });

  it('refuses any other origin', async () => {
    const response = await signUpFrom('https://plotwise.attacker.example');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Invalid origin');
  });
});

describe.each(databaseKinds)('session cookie on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { PUBLIC_URL: 'https://plotwise.example' });
  });
  afterAll(() => app.close());

  const getSession = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/get-session', headers });

  it('keeps the session in an HttpOnly, Secure, SameSite=Lax cookie over https', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://plotwise.example' },
      payload: { email: uniqueEmail('cookie'), password: 'correct-horse', name: 'Cookie' },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === '__Secure-plotwise.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(response.headers['set-auth-token']).toBeUndefined();
  });

  it('does not take the session token from a JSON body as a credential', async () => {
    const email = uniqueEmail('cookie');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://plotwise.example' },
      payload: { email, password: 'correct-horse', name: 'Cookie' },
    });
    const { token } = response.json<{ token: string }>();
    expect((await getSession({ authorization: `Bearer ${token}` })).json()).toBeNull();
    expect((await getSession({ cookie: `__Secure-plotwise.session_token=${token}` })).json()).toBeNull();
    expect((await getSession({ cookie: sessionCookieFrom(response)! })).json().user.email).toBe(email);
  });

  it('refuses a cookie-carrying POST from another origin or none (CSRF)', async () => {
    const account = await signUp(app);
    for (const origin of ['https://plotwise.attacker.example', undefined]) {
      const headers = origin ? { cookie: account.sessionCookie, origin } : { cookie: account.sessionCookie };
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers,
        payload: { currentPassword: account.password, newPassword: 'attacker-pass' },
      });
      expect(response.statusCode, origin ?? 'no origin').toBe(403);
    }
    expect((await getSession(sessionHeaders(account))).json().user.email).toBe(account.email);
  });

  it('clears the cookie at sign-out', async () => {
    const account = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: sessionHeaders(account) });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((candidate) => candidate.name === '__Secure-plotwise.session_token');
    expect(cleared).toMatchObject({ value: '', maxAge: 0 });
    expect((await getSession(sessionHeaders(account))).json()).toBeNull();
  });
});
