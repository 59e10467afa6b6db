import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders, signUp, uniqueEmail } from '../../test-support/accounts.ts';
import { mailedLink, readOutbox, RESET_SUBJECT } from '../../test-support/outbox.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const PUBLIC_URL = 'http://plotwise.test';

describe.each(databaseKinds)('password reset on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { PUBLIC_URL });
  });
  afterAll(() => app.close());

  const resetMailsTo = async (email: string) => (await readOutbox(app, email)).filter((mail) => mail.subject === RESET_SUBJECT);

  const requestReset = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
  const resetPassword = (token: string, newPassword: string) =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  const signIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

  async function tokenMailedTo(email: string): Promise<string> {
    const response = await requestReset(email);
    expect(response.statusCode).toBe(200);
    const link = await mailedLink(app, email, RESET_SUBJECT);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    return link.searchParams.get('token')!;
  }

  it('mails a link whose token sets a new password once', async () => {
    const account = await signUp(app);
    const token = await tokenMailedTo(account.email);
    const [message] = await resetMailsTo(account.email);
    expect(message).toMatchObject({ from: 'Plotwise <no-reply@plotwise.local>', subject: 'Reset your Plotwise password' });

    expect((await resetPassword(token, 'brand-new-pass')).statusCode).toBe(200);
    expect((await signIn(account.email, 'brand-new-pass')).statusCode).toBe(200);
    const old = await signIn(account.email, account.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const reused = await resetPassword(token, 'another-new-pass');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_TOKEN');
  });

  it('ends the sessions the account had before the reset', async () => {
    const account = await signUp(app);
    const token = await tokenMailedTo(account.email);
    await resetPassword(token, 'brand-new-pass');
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: sessionHeaders(account) });
    expect(session.json()).toBeNull();
  });

  it('ends every other reset link the account was sent', async () => {
    const account = await signUp(app);
    const older = await tokenMailedTo(account.email);
    const newer = await tokenMailedTo(account.email);
    expect(newer).not.toBe(older);
    expect((await resetPassword(newer, 'brand-new-pass')).statusCode).toBe(200);

    const stale = await resetPassword(older, 'attacker-pass');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('INVALID_TOKEN');
    expect((await signIn(account.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it("keeps another account's reset links", async () => {
    const [first, second] = [await signUp(app), await signUp(app)];
    const secondsToken = await tokenMailedTo(second.email);
    await resetPassword(await tokenMailedTo(first.email), 'brand-new-pass');
    expect((await resetPassword(secondsToken, 'second-new-pass')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail the same way and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await requestReset(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await requestReset((await signUp(app)).email)).json());
    expect(await readOutbox(app, email)).toEqual([]);
  });

  it('refuses a too-short new password and keeps the token usable', async () => {
    const account = await signUp(app);
    const token = await tokenMailedTo(account.email);
    const short = await resetPassword(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
    expect((await resetPassword(token, 'long-enough')).statusCode).toBe(200);
  });

  it('refuses an invalid token', async () => {
    const response = await resetPassword('not-a-real-token', 'brand-new-pass');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });
});

describe.each(databaseKinds)('password reset limits on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(() => app.close());

  it('allows three reset requests a minute per client IP', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: uniqueEmail('reset') },
        remoteAddress: '192.0.2.44',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
