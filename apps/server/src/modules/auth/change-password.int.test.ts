import { toAuthErrorCode } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom, sessionHeaders, signUp, type TestAccount } from '../../test-support/accounts.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const NEW_PASSWORD = 'battery-staple';

describe.each(databaseKinds)('change password on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const changePassword = (session: Record<string, string>, payload: object, remoteAddress = '203.0.113.10') =>
    app.inject({ method: 'POST', url: '/api/auth/change-password', headers: session, payload, remoteAddress });
  const signIn = (account: TestAccount, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password },
    });

  it('refuses a wrong current password as wrong-password', async () => {
    const account = await signUp(app);
    const response = await changePassword(sessionHeaders(account), {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PASSWORD');
    expect(toAuthErrorCode(response.statusCode, response.json().code)).toBe('wrong-password');
    expect((await signIn(account, account.password)).statusCode).toBe(200);
  });

  it('refuses a new password under 6 characters as weak-password', async () => {
    const account = await signUp(app);
    const response = await changePassword(sessionHeaders(account), {
      currentPassword: account.password,
      newPassword: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_SHORT');
    expect(toAuthErrorCode(response.statusCode, response.json().code)).toBe('weak-password');
  });

  it('changes the password: the old one stops working and the new one signs in', async () => {
    const account = await signUp(app);
    const response = await changePassword(sessionHeaders(account), {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const old = await signIn(account, account.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect((await signIn(account, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('revokes the other sessions and hands this device a new session cookie', async () => {
    const account = await signUp(app);
    const otherDevice = sessionCookieFrom(await signIn(account, account.password))!;
    const response = await changePassword(sessionHeaders(account), {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(response.statusCode).toBe(200);
    const newCookie = sessionCookieFrom(response)!;
    expect(newCookie).not.toBe(account.sessionCookie);
    const getSession = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect((await getSession(otherDevice)).json()).toBeNull();
    expect((await getSession(account.sessionCookie)).json()).toBeNull();
    expect((await getSession(newCookie)).json().user.email).toBe(account.email);
  });

  it('asks to sign in again when the session is gone (requires-recent-login)', async () => {
    const account = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: sessionHeaders(account) });
    const [cookieName] = account.sessionCookie.split('=');
    for (const cookie of [account.sessionCookie, `${cookieName}=${account.jwt}`, `${cookieName}=not-a-session`]) {
      const response = await changePassword({ cookie, origin: account.origin }, {
        currentPassword: account.password,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'SESSION_EXPIRED',
        message: 'Please log out and log back in before changing your password',
      });
      expect(toAuthErrorCode(response.statusCode, response.json().code)).toBe(
        'requires-recent-login',
      );
    }
  });
});

describe.each(databaseKinds)('change password rate limit on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(() => app.close());

  it('answers too-many-requests after five attempts a minute from one client', async () => {
    const account = await signUp(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: sessionHeaders(account),
        payload: { currentPassword: 'guess-number-' + attempt, newPassword: NEW_PASSWORD },
        remoteAddress: '198.51.100.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    expect(toAuthErrorCode(429, undefined)).toBe('too-many-requests');
  });
});
