import type { PropertyPage } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, signUpWithProTenant } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

// The unfiltered total is the count a trigger keeps on the tenant (docs/decisions/0092-summary-reads.md):
// it follows every create and delete, and stays each tenant's own.
describe.each(databaseKinds)('the property total on %s', (kind) => {
  let app: FastifyInstance;
  let owner: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind, { WORKFLOW_WORKER_ENABLED: 'false' });
    owner = await signUpWithProTenant(app);
    other = await signUpWithProTenant(app);
  });
  afterAll(() => app.close());

  const totalOf = async (account: TestAccount, query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/properties/summary?limit=1${query}`, headers: bearer(account) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PropertyPage>().total;
  };

  it('counts creates and deletes, with and without filters, per tenant', async () => {
    expect(await totalOf(owner)).toBe(0);
    const flat = await createProperty(app, owner, { address: '1 Quay St, Manchester, M3 3JZ', price: 250000, property_type: 'flat' });
    await createProperty(app, owner, { address: '2 Park Row, Leeds, LS1 5HD', price: 180000, property_type: 'terraced' });
    await createProperty(app, owner, { address: '3 Mill Lane, Leeds, LS2 7EW', price: 420000, property_type: 'flat' });
    await createProperty(app, other, { address: '4 Clifton Rd, Bristol, BS8 1AA', price: 640000, property_type: 'detached' });
    expect([await totalOf(owner), await totalOf(owner, '&property_type=flat'), await totalOf(other)]).toEqual([3, 2, 1]);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/properties/${flat.id}`, headers: bearer(owner) });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect([await totalOf(owner), await totalOf(owner, '&property_type=flat'), await totalOf(other)]).toEqual([2, 1, 1]);
  });

  it('answers the total with a page past the end, which has no row to carry it', async () => {
    expect([await totalOf(owner, '&skip=10'), await totalOf(owner, '&property_type=flat&skip=10')]).toEqual([2, 1]);
  });
});
