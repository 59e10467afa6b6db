import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import {
  breakMarketResults,
  FAST_WORKFLOW,
  mendMarketResults,
  propertyAnalysis,
  waitForRun,
} from '../../test-support/workflow.ts';

describe.each(databaseKinds)('a failing step on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind, FAST_WORKFLOW);
    account = await signUpWithTenant(app);
  });
  afterAll(() => app.close());

  it('is retried with backoff, then marked failed with its reason while the other steps complete', async () => {
    await breakMarketResults(app);
    const property = await createProperty(app, account);
    const status = await waitForRun(app, account, property.id, 60_000);
    await mendMarketResults(app);

    expect(status).toMatchObject({
      workflow_status: 'failed',
      is_processing: false,
      analysis_status: { status: 'failed' },
    });
    const steps = Object.fromEntries(status.analysis_status.steps.map((step) => [step.step, step]));
    expect(steps.market).toMatchObject({ status: 'failed', attempts: 3 });
    expect(steps.market!.error).toMatch(
      /^The market step failed after 3 attempts: .*the disk is full/,
    );
    for (const name of ['documents', 'legal', 'refurbishment', 'strategy'])
      expect(steps[name]).toMatchObject({ status: 'completed', attempts: 1, error: null });
    // Backoff: the third attempt began at least 1 + 2 seconds (less jitter) after the first ended.
    const spent = Date.parse(steps.market!.finished_at!) - Date.parse(steps.market!.started_at!);
    expect(spent).toBeGreaterThanOrEqual(1500);

    const analysis = await propertyAnalysis(app, account, property.id);
    expect(analysis.strategy).not.toBeNull();
    expect(analysis.runs[0]).toMatchObject({ status: 'failed' });

    // Mended, a retrigger completes.
    await app.inject({
      method: 'POST',
      url: `/api/v1/properties/${property.id}/retrigger-workflow`,
      headers: bearer(account),
    });
    expect((await waitForRun(app, account, property.id, 60_000)).workflow_status).toBe('completed');
  });
});
