import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, uniqueEmail, verifyEmail } from '../../test-support/accounts.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('waitlist on %s', (kind) => {
  const adminEmail = uniqueEmail('admin');
  const otherAdminEmail = uniqueEmail('owner');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { ADMIN_EMAILS: `someone@example.com, ${adminEmail.toUpperCase()}, ${otherAdminEmail}` });
  });
  afterAll(() => app.close());

  const join = (email: string) => app.inject({ method: 'POST', url: '/api/v1/waitlist', payload: { email } });

  it('adds an e-mail once and answers 409 to the same e-mail in another case', async () => {
    const email = uniqueEmail('early');
    const first = await join(email);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true });
    const again = await join(` ${email.toUpperCase()} `);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This email is already on our waitlist', code: 'CONFLICT' });
  });

  it('rejects an invalid e-mail with the specification message', async () => {
    for (const email of ['not-an-email', '']) {
      const response = await join(email);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Please enter a valid email address');
    }
  });

  it('lists entries for administrators only', async () => {
    const listed = uniqueEmail('listed');
    await join(listed);
    const member = await signUp(app);
    const forbidden = await app.inject({ method: 'GET', url: '/api/v1/waitlist', headers: bearer(member) });
    expect(forbidden.statusCode).toBe(403);

    const admin = await signUp(app, adminEmail);
    await verifyEmail(app, admin);
    const allowed = await app.inject({ method: 'GET', url: '/api/v1/waitlist', headers: bearer(admin) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toContainEqual({ email: listed, created_at: expect.any(String) });
  });

  it('grants nothing to whoever registers a listed address until that address is verified', async () => {
    const squatter = await signUp(app, otherAdminEmail.toUpperCase());
    const list = () => app.inject({ method: 'GET', url: '/api/v1/waitlist', headers: bearer(squatter) });
    const refused = await list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You are not authorized to perform this action.', code: 'FORBIDDEN' });

    await verifyEmail(app, { ...squatter, email: otherAdminEmail });
    expect((await list()).statusCode).toBe(200);
  });
});
