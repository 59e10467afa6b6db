import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders, signUp, verifyEmail, type TestAccount } from '../../test-support/accounts.ts';
import { mailedLink, readOutbox, VERIFY_SUBJECT } from '../../test-support/outbox.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const PUBLIC_URL = 'http://plotwise.test';

describe.each(databaseKinds)('e-mail verification on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { PUBLIC_URL });
  });
  afterAll(() => app.close());

  const getSession = (account: TestAccount) =>
    app.inject({ method: 'GET', url: '/api/auth/get-session', headers: sessionHeaders(account) });
  const resend = (account: TestAccount, headers: Record<string, string> = sessionHeaders(account), remoteAddress = '203.0.113.20') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { ...headers, origin: PUBLIC_URL },
      payload: { email: account.email },
      remoteAddress,
    });

  it('mails a link to the web page at sign-up; opening it verifies the address', async () => {
    const account = await signUp(app);
    const [message] = await readOutbox(app, account.email);
    expect(message).toMatchObject({ subject: VERIFY_SUBJECT });
    expect(message!.text).toContain('the link works for 24 hours');
    const link = await mailedLink(app, account.email, VERIFY_SUBJECT);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/verify-email`);
    expect((await getSession(account)).json().user.emailVerified).toBe(false);

    await verifyEmail(app, account);

    expect((await getSession(account)).json().user.emailVerified).toBe(true);
  });

  it('refuses a token it did not sign', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('sends the link again to a signed-in user, and says so once the address is verified', async () => {
    const account = await signUp(app);
    const response = await resend(account);
    expect(response.statusCode).toBe(200);
    const mails = (await readOutbox(app, account.email)).filter((mail) => mail.subject === VERIFY_SUBJECT);
    expect(mails).toHaveLength(2);

    await verifyEmail(app, account);
    const again = await resend(account);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('sends nothing without a session, so no one can mail an address over and over', async () => {
    const account = await signUp(app);
    const response = await resend(account, {});
    expect(response.statusCode).toBe(401);
    expect(await readOutbox(app, account.email)).toHaveLength(1);
  });

  it('sends at most five links an hour to one account, from any client', async () => {
    const account = await signUp(app);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      statuses.push((await resend(account, sessionHeaders(account), `198.51.100.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await resend(account);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many verification emails. Please try again later' });
  });
});

describe.each(databaseKinds)('e-mail verification limit per client on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(() => app.close());

  it('allows three resends a minute from one client IP', async () => {
    const accounts = await Promise.all([signUp(app), signUp(app)]);
    const statuses: number[] = [];
    for (const account of [...accounts, ...accounts]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { ...sessionHeaders(account), origin: app.config.PUBLIC_URL },
        payload: { email: account.email },
        remoteAddress: '192.0.2.61',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
