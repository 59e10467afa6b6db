import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('subscriptions on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const current = (account: TestAccount) =>
    app.inject({ method: 'GET', url: '/api/v1/subscription/current', headers: bearer(account) });
  const upgrade = (account: TestAccount, body: object) =>
    app.inject({ method: 'POST', url: '/api/v1/subscription/upgrade', headers: bearer(account), payload: body });

  it('reports a new tenant on Free with its limits', async () => {
    const account = await signUpWithTenant(app);
    const response = await current(account);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.subscription).toEqual({ tier: 'free', status: 'active' });
    expect(body.usage.features.portfolio).toEqual({ current: 0, limit: 5, percentage: 0 });
    expect(body.usage.features.ai_analysis.limit).toBe(3);
    expect(body.usage.features.available).toMatchObject({ portfolio: true, ai_analysis: true, custom_prompts: true });
    expect(Object.keys(body.available_plans)).toEqual(['free', 'pro', 'corporate']);
  });

  it('allows adding a property on Free while under the limit, and rejects an unknown feature', async () => {
    const account = await signUpWithTenant(app);
    const check = await app.inject({ method: 'POST', url: '/api/v1/subscription/check-feature/portfolio', headers: bearer(account) });
    expect(check.json()).toEqual({ allowed: true });
    const unknown = await app.inject({ method: 'POST', url: '/api/v1/subscription/check-feature/teleport', headers: bearer(account) });
    expect(unknown.statusCode).toBe(400);
  });

  it('counts properties against the Free limit and denies the sixth with the upgrade message', async () => {
    const account = await signUpWithTenant(app);
    for (let index = 0; index < 5; index += 1) await createProperty(app, account, { address: `${index + 1} Mill Lane, York, YO1 7HH` });
    const response = await current(account);
    expect(response.json().usage.features.portfolio).toEqual({ current: 5, limit: 5, percentage: 100 });
    const check = await app.inject({ method: 'POST', url: '/api/v1/subscription/check-feature/portfolio', headers: bearer(account) });
    expect(check.json()).toEqual({ allowed: false, reason: 'This feature requires an upgrade from your current Free plan.' });
  });

  it('upgrades to Pro only with a payment, and downgrades to Free', async () => {
    const account = await signUpWithTenant(app);
    expect((await upgrade(account, { plan_id: 'pro' })).statusCode).toBe(402);

    const method = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/payment-methods',
      payload: { number: '4242424242424242', exp_month: 1, exp_year: 2031, cvc: '314' },
    });
    const payment = await app.inject({
      method: 'POST',
      url: '/api/v1/subscription/process-payment',
      payload: { payment_method_id: method.json().id, plan_id: 'pro', user_email: account.email },
    });
    const upgraded = await upgrade(account, { plan_id: 'pro', payment_intent_id: payment.json().payment_intent_id });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json().subscription.tier).toBe('pro');
    expect(upgraded.json().usage.features.portfolio.limit).toBe('unlimited');

    const downgraded = await upgrade(account, { plan_id: 'free' });
    expect(downgraded.json().subscription.tier).toBe('free');
    expect((await upgrade(account, { plan_id: 'corporate' })).statusCode).toBe(403);
  });
});
