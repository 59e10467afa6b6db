import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { propertyAnalysis, waitForRun } from '../../test-support/workflow.ts';

const endpoints = (id: string) =>
  [
    ['GET', `/api/v1/properties/${id}/workflow-status`],
    ['GET', `/api/v1/properties/${id}/analysis/status`],
    ['GET', `/api/v1/properties/${id}/analysis`],
    ['GET', `/api/v1/properties/${id}/analysis/cost-estimate`],
    ['PUT', `/api/v1/properties/${id}/analysis/assumptions`],
    ['POST', `/api/v1/properties/${id}/analyze`],
    ['POST', `/api/v1/properties/${id}/analyze/legal`],
    ['POST', `/api/v1/properties/${id}/analyze/refurbishment`],
    ['POST', `/api/v1/properties/${id}/analyze/strategy`],
    ['POST', `/api/v1/properties/${id}/retrigger-workflow`],
    ['POST', `/api/v1/properties/${id}/refresh-market-data`],
  ] as const;

describe.each(databaseKinds)('the analysis endpoints across tenants on %s', (kind) => {
  let app: FastifyInstance;
  let owner: TestAccount;
  let stranger: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    owner = await signUpWithTenant(app);
    stranger = await signUpWithTenant(app);
  });
  afterAll(() => app.close());

  it("answer 404 for another tenant's property and for an id that is no property, and change nothing", async () => {
    const property = await createProperty(app, owner);
    await waitForRun(app, owner, property.id);
    const before = await propertyAnalysis(app, owner, property.id);
    for (const id of [property.id, '7c1e2a52-8f55-4a0e-9d0f-000000000000', 'not-a-uuid']) {
      for (const [method, url] of endpoints(id)) {
        const response = await app.inject({
          method,
          url,
          headers: bearer(stranger),
          payload: method === 'PUT' ? { deposit_pct: 50 } : undefined,
        });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 404,
          body: { detail: 'Property not found', code: 'NOT_FOUND' },
        });
      }
    }
    const after = await propertyAnalysis(app, owner, property.id);
    expect(after.runs).toEqual(before.runs);
    expect(after.assumptions).toEqual(before.assumptions);
  });

  it("keeps each tenant's assumption defaults its own, and asks for a session", async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/v1/analysis/assumption-defaults',
      headers: bearer(owner),
      payload: { voids_pct: 10 },
    });
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/v1/analysis/assumption-defaults',
      headers: bearer(stranger),
    });
    expect(theirs.json()).toEqual({});
    for (const url of [
      '/api/v1/analysis/assumption-defaults',
      '/api/v1/analysis/cost-estimate',
      '/api/v1/analysis/health',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
