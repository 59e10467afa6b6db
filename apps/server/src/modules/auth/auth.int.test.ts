import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../test-support/accounts.ts';
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
