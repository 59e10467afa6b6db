import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mailedLink, VERIFY_SUBJECT } from './outbox.ts';

/**
 * A signed-up user. The session travels as the browser sends it: the HttpOnly cookie, with the
 * page's origin on anything but a GET (docs/decisions/0121-session-cookie.md).
 */
export type TestAccount = { email: string; password: string; userId: string; sessionCookie: string; origin: string; jwt: string };

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now()}.${(counter += 1)}@example.co.uk`;

/** `name=value` of the session cookie an answer sets, as the browser sends it back; null when it sets none or clears it. */
export function sessionCookieFrom(response: LightMyRequestResponse): string | null {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const pair = lines.map((line) => line.split(';')[0]!).find((candidate) => /\.session_token=./.test(candidate));
  return pair ?? null;
}

export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = 'correct-horse'): Promise<TestAccount> {
  const origin = app.config.PUBLIC_URL;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { email, password, name: email.split('@')[0] },
    // Each test account signs up from its own documentation-range address, so sign-up rate limits stay per test.
    remoteAddress: `203.0.113.${(counter % 250) + 1}`,
  });
  const sessionCookie = sessionCookieFrom(response);
  if (response.statusCode !== 200 || !sessionCookie) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  return { email, password, userId: user.id, sessionCookie, origin, jwt: await fetchJwt(app, sessionCookie) };
}

export async function fetchJwt(app: FastifyInstance, sessionCookie: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: sessionCookie } });
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (account: TestAccount) => ({ authorization: `Bearer ${account.jwt}` });

/** What carries the account's session to /api/auth/*. */
export const sessionHeaders = (account: TestAccount) => ({ cookie: account.sessionCookie, origin: account.origin });

/** Opens the verification link the app mailed at sign-up, as the user would. */
export async function verifyEmail(app: FastifyInstance, account: TestAccount): Promise<void> {
  const link = await mailedLink(app, account.email, VERIFY_SUBJECT);
  const response = await app.inject({ method: 'GET', url: `/api/auth/verify-email${link.search}` });
  if (response.statusCode !== 200) throw new Error(`verify-email failed: ${response.statusCode} ${response.body}`);
}

/** A signed-up user with a Free tenant: the state every data test starts from. */
export async function signUpWithTenant(app: FastifyInstance, email = uniqueEmail()): Promise<TestAccount> {
  const account = await signUp(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/tenant/setup',
    headers: bearer(account),
    payload: { email, name: email.split('@')[0], plan: 'free' },
  });
  if (response.statusCode !== 201) throw new Error(`tenant setup failed: ${response.statusCode} ${response.body}`);
  return account;
}

/** The account's tenant id, as services take it. */
export async function tenantIdOf(app: FastifyInstance, account: TestAccount): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/tenant/info', headers: bearer(account) });
  if (response.statusCode !== 200) throw new Error(`tenant info failed: ${response.statusCode} ${response.body}`);
  return response.json<{ tenant_id: string }>().tenant_id;
}
