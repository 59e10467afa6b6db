import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, uniqueEmail, type TestAccount } from '../../test-support/accounts.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const VISA_OK = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const VISA_DECLINED = { ...VISA_OK, number: '4000 0000 0000 0002' };

describe.each(databaseKinds)('tenants and Pro payments on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const tenantInfo = (account: TestAccount) =>
    app.inject({ method: 'GET', url: '/api/v1/tenant/info', headers: bearer(account) });
  const setUp = (account: TestAccount, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/tenant/setup',
      headers: bearer(account),
      payload: { email: account.email, name: 'Ada Lovelace', ...body },
    });
  const pay = async (card: typeof VISA_OK, email: string) => {
    const method = await app.inject({ method: 'POST', url: '/api/v1/payments/payment-methods', payload: card });
    expect(method.statusCode).toBe(201);
    return app.inject({
      method: 'POST',
      url: '/api/v1/subscription/process-payment',
      payload: { payment_method_id: method.json().id, plan_id: 'pro', user_email: email },
    });
  };

  it('answers 404 Tenant setup required before setup, and sets up once however often it is called', async () => {
    const account = await signUp(app);
    const before = await tenantInfo(account);
    expect(before.statusCode).toBe(404);
    expect(before.json().detail).toBe('Tenant setup required');

    const first = await setUp(account, { plan: 'free' });
    const second = await setUp(account, { plan: 'free' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().tenant_id).toBe(first.json().tenant_id);

    const info = await tenantInfo(account);
    expect(info.json()).toEqual({
      tenant_id: first.json().tenant_id,
      name: 'Ada Lovelace',
      isolation_enabled: true,
      migration_status: 'completed',
    });
    const projects = await app.db.selectFrom('projects').selectAll().where('tenant_id', '=', first.json().tenant_id).execute();
    expect(projects.map((project) => [project.name, project.color, project.status])).toEqual([['General', '#3B82F6', 'active']]);
  });

  it('charges £39 with the test card and sets the tenant up on Pro', async () => {
    const account = await signUp(app);
    const payment = await pay(VISA_OK, account.email);
    expect(payment.statusCode).toBe(200);
    expect(payment.json()).toMatchObject({ amount_paid: 3900, payment_intent_id: expect.stringMatching(/^pi_/), customer_id: expect.stringMatching(/^cus_/) });

    const setup = await setUp(account, { plan: 'pro', ...payment.json() });
    expect(setup.statusCode).toBe(201);
    const tenant = await app.db.selectFrom('tenants').select('tier').where('id', '=', setup.json().tenant_id).executeTakeFirstOrThrow();
    expect(tenant.tier).toBe('pro');
    const recorded = await app.db.selectFrom('payments').selectAll().where('id', '=', payment.json().payment_intent_id).executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ status: 'succeeded', amount_pence: 3900, currency: 'gbp', tenant_id: setup.json().tenant_id });
  });

  it('declines card 4000 0000 0000 0002 with the provider message and records the decline', async () => {
    const email = uniqueEmail('declined');
    const payment = await pay(VISA_DECLINED, email);
    expect(payment.statusCode).toBe(402);
    expect(payment.json()).toEqual({ detail: 'Your card was declined.', code: 'PAYMENT_FAILED' });
    const rows = await app.db.selectFrom('payments').select('status').where('email', '=', email).execute();
    expect(rows).toEqual([{ status: 'declined' }]);
  });

  it('rejects an invalid card number before any charge', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/payment-methods',
      payload: { ...VISA_OK, number: '4242 4242 4242 4241' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Your card number is invalid.');
  });

  it('refuses Pro without a payment, or with a payment made for another e-mail', async () => {
    const account = await signUp(app);
    const unpaid = await setUp(account, { plan: 'pro' });
    expect(unpaid.statusCode).toBe(402);
    const someoneElses = await pay(VISA_OK, uniqueEmail('other'));
    const borrowed = await setUp(account, { plan: 'pro', ...someoneElses.json() });
    expect(borrowed.statusCode).toBe(402);
    expect((await tenantInfo(account)).statusCode).toBe(404);
  });
});
