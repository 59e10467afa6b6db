import type { Property } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('property workflow on %s', (kind) => {
  let slow: FastifyInstance;
  let instant: FastifyInstance;
  let slowAccount: TestAccount;
  let instantAccount: TestAccount;
  beforeAll(async () => {
    slow = await buildTestApp(kind, { WORKFLOW_PLACEHOLDER_SECONDS: '600' });
    instant = await buildTestApp(kind, { WORKFLOW_PLACEHOLDER_SECONDS: '0' });
    slowAccount = await signUpWithTenant(slow);
    instantAccount = await signUpWithTenant(instant);
  });
  afterAll(async () => {
    await slow.close();
    await instant.close();
  });

  const call = (app: FastifyInstance, account: TestAccount, method: 'GET' | 'POST', url: string) =>
    app.inject({ method, url, headers: bearer(account) });

  it('starts pending and not processing', async () => {
    const property = await createProperty(slow, slowAccount);
    const status = await call(slow, slowAccount, 'GET', `/api/v1/properties/${property.id}/workflow-status`);
    expect(status.json()).toEqual({ workflow_status: 'pending', is_processing: false, analysis_status: { status: 'pending' } });
  });

  it.each([
    ['retrigger-workflow', 'processing'],
    ['refresh-market-data', 'market_analysis_in_progress'],
  ])('%s is accepted with 202 and the property shows %s while the run lasts', async (action, status) => {
    const property = await createProperty(slow, slowAccount);
    const accepted = await call(slow, slowAccount, 'POST', `/api/v1/properties/${property.id}/${action}`);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({ workflow_status: status, is_processing: true, analysis_status: { status: 'pending' } });
    const polled = await call(slow, slowAccount, 'GET', `/api/v1/properties/${property.id}/workflow-status`);
    expect(polled.json()).toMatchObject({ workflow_status: status, is_processing: true });
    expect((await call(slow, slowAccount, 'GET', `/api/v1/properties/${property.id}`)).json<Property>().workflow_status).toBe(status);
  });

  it('reports completed once the run is due, in the status and in the property', async () => {
    const property = await createProperty(instant, instantAccount);
    const accepted = await call(instant, instantAccount, 'POST', `/api/v1/properties/${property.id}/retrigger-workflow`);
    expect(accepted.json()).toMatchObject({ workflow_status: 'processing', is_processing: true });
    const polled = await call(instant, instantAccount, 'GET', `/api/v1/properties/${property.id}/workflow-status`);
    expect(polled.json()).toEqual({ workflow_status: 'completed', is_processing: false, analysis_status: { status: 'pending' } });
    const reloaded = (await call(instant, instantAccount, 'GET', `/api/v1/properties/${property.id}`)).json<Property>();
    expect(reloaded).toMatchObject({ workflow_status: 'completed', market_analysis: { data_available: false } });
  });
});
