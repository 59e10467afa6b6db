import type { FastifyInstance } from 'fastify';

export type TestAccount = { email: string; password: string; userId: string; sessionToken: string; jwt: string };

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now()}.${(counter += 1)}@example.co.uk`;

export async function signUp(app: FastifyInstance, email = uniqueEmail(), password = 'correct-horse'): Promise<TestAccount> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: email.split('@')[0] },
    // Each test account signs up from its own documentation-range address, so sign-up rate limits stay per test.
    remoteAddress: `203.0.113.${(counter % 250) + 1}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { token, user } = response.json<{ token: string; user: { id: string } }>();
  return { email, password, userId: user.id, sessionToken: token, jwt: await fetchJwt(app, token) };
}

export async function fetchJwt(app: FastifyInstance, sessionToken: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/token',
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (response.statusCode !== 200) throw new Error(`token failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (account: TestAccount) => ({ authorization: `Bearer ${account.jwt}` });

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
