import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, fetchJwt, sessionCookieFrom, sessionHeaders, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { mailedLink, RESET_SUBJECT } from '../../test-support/outbox.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('a JWT ends with its session on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const tenantInfo = (jwt: string) => app.inject({ method: 'GET', url: '/api/v1/tenant/info', headers: { authorization: `Bearer ${jwt}` } });
  const signIn = async (account: TestAccount) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: account.email, password: account.password } });
    const sessionCookie = sessionCookieFrom(response)!;
    return { ...account, sessionCookie, jwt: await fetchJwt(app, sessionCookie) };
  };

  it('refuses the JWT at once after sign-out', async () => {
    const account = await signUpWithTenant(app);
    expect((await tenantInfo(account.jwt)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: sessionHeaders(account) });
    const response = await tenantInfo(account.jwt);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it("keeps the account's other sessions working after one signs out", async () => {
    const laptop = await signUpWithTenant(app);
    const phone = await signIn(laptop);
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: sessionHeaders(laptop) });
    expect((await tenantInfo(phone.jwt)).statusCode).toBe(200);
  });

  it('ends every session and its JWTs on a password change, even when the client does not ask', async () => {
    const laptop = await signUpWithTenant(app);
    const phone = await signIn(laptop);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: sessionHeaders(laptop),
      payload: { currentPassword: laptop.password, newPassword: 'battery-staple', revokeOtherSessions: false },
    });
    expect(response.statusCode).toBe(200);

    const phoneSession = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: sessionHeaders(phone) });
    expect(phoneSession.json()).toBeNull();
    expect((await tenantInfo(phone.jwt)).statusCode).toBe(401);
    expect((await tenantInfo(laptop.jwt)).statusCode).toBe(401);
    const laptopJwt = await fetchJwt(app, sessionCookieFrom(response)!);
    expect((await tenantInfo(laptopJwt)).statusCode).toBe(200);
  });

  it('refuses the JWTs of every session after a password reset', async () => {
    const account = await signUpWithTenant(app);
    await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: account.email } });
    const token = (await mailedLink(app, account.email, RESET_SUBJECT)).searchParams.get('token');
    await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'brand-new-pass' } });
    expect((await tenantInfo(account.jwt)).statusCode).toBe(401);
  });

  it('refuses a JWT that names no session', async () => {
    const account = await signUpWithTenant(app);
    const { token } = await app.auth.api.signJWT({ body: { payload: { sub: account.userId, email: account.email, name: 'No session' } } });
    expect((await tenantInfo(token)).statusCode).toBe(401);
    expect((await tenantInfo(account.jwt)).statusCode).toBe(200);
  });
});

/** LISTEN as the database does it, except that no message arrives: every NOTIFY is still on its way. */
const notificationsHeldBack = (database: DatabaseHandle): DatabaseHandle => ({
  ...database,
  listen: (channel, handlers) => database.listen(channel, { ...handlers, onMessage: () => {} }),
});

describe.each(databaseKinds)('the sessions a process ends itself, before their NOTIFY arrives, on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { adaptDatabase: notificationsHeldBack });
  });
  afterAll(() => app.close());

  const tenantInfo = (account: TestAccount) => app.inject({ method: 'GET', url: '/api/v1/tenant/info', headers: bearer(account) });

  it('refuses the JWT of a session signed out on this process', async () => {
    const account = await signUpWithTenant(app);
    expect((await tenantInfo(account)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: sessionHeaders(account) });
    expect((await tenantInfo(account)).statusCode).toBe(401);
  });

  it("refuses the JWTs of every session a password change ended, the other devices' too", async () => {
    const laptop = await signUpWithTenant(app);
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: laptop.email, password: laptop.password } });
    const phone = { ...laptop, jwt: await fetchJwt(app, sessionCookieFrom(signIn)!) };
    expect((await tenantInfo(phone)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: sessionHeaders(laptop),
      payload: { currentPassword: laptop.password, newPassword: 'battery-staple' },
    });
    expect((await tenantInfo(laptop)).statusCode).toBe(401);
    expect((await tenantInfo(phone)).statusCode).toBe(401);
  });

  it('refuses the JWTs of the sessions a password reset ended', async () => {
    const account = await signUpWithTenant(app);
    await app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: account.email } });
    const token = (await mailedLink(app, account.email, RESET_SUBJECT)).searchParams.get('token');
    await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'brand-new-pass' } });
    expect((await tenantInfo(account)).statusCode).toBe(401);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('session revocations when the listening connection drops', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('postgres');
  });
  afterAll(() => app.close());

  const LISTENER = 'plotwise-listen-session_revoked';
  const listeners = async () =>
    (await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${LISTENER} and datname = current_database()`.execute(app.db)).rows;
  const tenantInfo = (account: TestAccount) => app.inject({ method: 'GET', url: '/api/v1/tenant/info', headers: bearer(account) });
  const signOut = (account: TestAccount) => app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: sessionHeaders(account) });

  it('refuses ended sessions while it is down, and listens again', async () => {
    const [first, second, third] = [await signUpWithTenant(app), await signUpWithTenant(app), await signUpWithTenant(app)];
    // Ended from the database side, as a failover or a network cut would end it.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER} and datname = current_database()`.execute(app.db);

    await signOut(first);
    expect((await tenantInfo(first)).statusCode).toBe(401);
    expect((await tenantInfo(second)).statusCode).toBe(200);

    await expect.poll(async () => (await listeners()).length, { timeout: 10_000 }).toBe(1);
    await signOut(second);
    expect((await tenantInfo(second)).statusCode).toBe(401);
    expect((await tenantInfo(third)).statusCode).toBe(200);
  });
});
