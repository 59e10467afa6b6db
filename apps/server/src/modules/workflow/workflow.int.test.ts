import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { propertyAnalysis, waitForRun } from '../../test-support/workflow.ts';

describe.each(databaseKinds)('analysis workflow on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    account = await signUpWithTenant(app);
  });
  afterAll(() => app.close());

  it('runs every step of a new property to completed', async () => {
    const property = await createProperty(app, account);
    expect(property.workflow_status).toBe('processing');
    const status = await waitForRun(app, account, property.id);
    expect(status.workflow_status).toBe('completed');
    const analysis = await propertyAnalysis(app, account, property.id);
    expect(analysis.legal).not.toBeNull();
    console.log(JSON.stringify(status, null, 1).slice(0, 3000));
  });
});
