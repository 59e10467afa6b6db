import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

describe.each(databaseKinds)('payment rate limits on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(() => app.close());

  const createMethod = (ip: string) =>
    app.inject({ method: 'POST', url: '/api/v1/payments/payment-methods', payload: card, remoteAddress: ip });

  it('allows 20 card calls per client IP in 15 minutes, then answers 429, while another IP goes on', async () => {
    for (let call = 1; call <= 20; call += 1) expect((await createMethod('198.51.100.20')).statusCode).toBe(201);
    const refused = await createMethod('198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many requests. Please try again later', code: 'RATE_LIMITED' });
    const charge = await app.inject({
      method: 'POST',
      url: '/api/v1/subscription/process-payment',
      payload: { payment_method_id: 'pm_anything', plan_id: 'pro', user_email: 'someone@example.co.uk' },
      remoteAddress: '198.51.100.20',
    });
    expect(charge.statusCode).toBe(429);
    expect((await createMethod('198.51.100.21')).statusCode).toBe(201);
  });

  it('lets at most 20 of 40 card calls sent at once through', async () => {
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => createMethod('198.51.100.30')))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
