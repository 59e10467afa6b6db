import type { AnalysisStatusResponse, Property, PropertyDocument } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { textPdf } from '../../test-support/document-fixtures.ts';
import { leasePages } from '../../test-support/legal-pack-texts.ts';
import {
  createProperty,
  freshDataDir,
  multipart,
  propertyForm,
} from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { analysisStatus, propertyAnalysis, waitForRun } from '../../test-support/workflow.ts';

const stepStatuses = (status: AnalysisStatusResponse) =>
  Object.fromEntries(status.analysis_status.steps.map((step) => [step.step, step.status]));

describe.each(databaseKinds)('analysis workflow on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind, { DATA_DIR: freshDataDir() });
    account = await signUpWithTenant(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(account), payload });

  it('runs every step of a new property to completed: results, narratives, market data and its documents read', async () => {
    const property = await createProperty(app, account, {
      address: '12 Cardigan Road, Leeds, LS6 2AB',
      image_urls: [],
      document_urls: [],
    });
    expect(property.workflow_status).toBe('processing');
    expect(property.analysis_status).toMatchObject({ status: 'pending', trigger: 'create' });
    const upload = multipart([
      { name: 'lease.pdf', content: await textPdf(leasePages), contentType: 'application/pdf' },
    ]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/properties/${property.id}/upload-files`,
          headers: { ...bearer(account), ...upload.headers },
          payload: upload.payload,
        })
      ).statusCode,
    ).toBe(201);

    const status = await waitForRun(app, account, property.id);
    expect(status).toMatchObject({
      workflow_status: 'completed',
      is_processing: false,
      analysis_status: { status: 'completed', engine: 'builtin', note: null },
    });
    expect(stepStatuses(status)).toEqual({
      documents: 'completed',
      market: 'completed',
      legal: 'completed',
      refurbishment: 'completed',
      strategy: 'completed',
    });
    for (const step of status.analysis_status.steps) {
      expect(step.attempts).toBe(1);
      expect(Date.parse(step.finished_at!)).toBeGreaterThanOrEqual(Date.parse(step.started_at!));
    }

    const documents = (await call('GET', `/api/v1/properties/${property.id}/documents`)).json<
      PropertyDocument[]
    >();
    expect(documents.map((document) => [document.filename, document.status])).toEqual([
      ['lease.pdf', 'done'],
    ]);
    const reloaded = (await call('GET', `/api/v1/properties/${property.id}`)).json<Property>();
    expect(reloaded).toMatchObject({
      workflow_status: 'completed',
      analysis_status: { status: 'completed' },
      market_analysis: { data_available: true },
    });

    const analysis = await propertyAnalysis(app, account, property.id);
    expect(analysis.legal!.result.findings_used).toBeGreaterThan(0);
    expect(analysis.strategy!.result.figures.gross_yield_pct.value).toBeGreaterThan(0);
    expect(analysis.refurbishment!.narrative).toMatchObject({
      source: 'builtin',
      model: null,
      unverified_numbers: [],
    });
    expect(analysis.strategy!.narrative!.text).toMatch(/^Verdict: /);
    // The narrative's numbers are the engine's figures.
    const cashFlow = analysis.strategy!.result.figures.monthly_cash_flow.value;
    expect(analysis.strategy!.narrative!.text).toContain(
      `£${Math.abs(Math.round(cashFlow)).toLocaleString('en-GB')}`,
    );
    // The upload's run waited behind the create's; both are in the history, newest first.
    expect(analysis.runs.map((run) => [run.trigger, run.status])).toEqual([
      ['upload', 'completed'],
      ['create', 'completed'],
    ]);
    expect(analysis.runs[0]!.headline).toMatchObject({
      legal_risk_level: analysis.legal!.result.risk_level,
      gross_yield_pct: analysis.strategy!.result.figures.gross_yield_pct.value,
    });
    expect(analysis.runs[0]!.tokens).toBeNull();
  });

  it('reruns every step on retrigger, and the market step with the steps that use it on refresh-market-data', async () => {
    const property = await createProperty(app, account);
    await waitForRun(app, account, property.id);

    const retriggered = await call('POST', `/api/v1/properties/${property.id}/retrigger-workflow`);
    expect(retriggered.statusCode).toBe(202);
    expect(retriggered.json()).toMatchObject({
      workflow_status: 'processing',
      is_processing: true,
      analysis_status: { trigger: 'retrigger' },
    });
    expect(stepStatuses(await waitForRun(app, account, property.id))).toEqual({
      documents: 'completed',
      market: 'completed',
      legal: 'completed',
      refurbishment: 'completed',
      strategy: 'completed',
    });

    const refreshed = await call('POST', `/api/v1/properties/${property.id}/refresh-market-data`);
    expect(refreshed.statusCode).toBe(202);
    const done = await waitForRun(app, account, property.id);
    expect(done.analysis_status.trigger).toBe('refresh_market_data');
    expect(stepStatuses(done)).toEqual({
      documents: 'skipped',
      market: 'completed',
      legal: 'skipped',
      refurbishment: 'completed',
      strategy: 'completed',
    });
    expect(done.analysis_status.steps.find((step) => step.step === 'legal')!.error).toBe(
      'Not part of this run.',
    );
    const market = (await call('GET', `/api/v1/properties/${property.id}/market-data`)).json<{
      version: number;
    }>();
    expect(market.version).toBe(3);
  });

  it('runs one part on analyze/{part}, all on analyze, and answers 202 with the status', async () => {
    const property = await createProperty(app, account);
    await waitForRun(app, account, property.id);
    const legal = await call('POST', `/api/v1/properties/${property.id}/analyze/legal`);
    expect(legal.statusCode).toBe(202);
    expect(legal.json<AnalysisStatusResponse>()).toMatchObject({
      is_processing: true,
      analysis_status: { trigger: 'analyze', status: 'pending' },
    });
    expect(stepStatuses(await waitForRun(app, account, property.id))).toEqual({
      documents: 'skipped',
      market: 'skipped',
      legal: 'completed',
      refurbishment: 'skipped',
      strategy: 'skipped',
    });
    expect((await call('POST', `/api/v1/properties/${property.id}/analyze`)).statusCode).toBe(202);
    expect(Object.values(stepStatuses(await waitForRun(app, account, property.id)))).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
    const unknownPart = await call('POST', `/api/v1/properties/${property.id}/analyze/plumbing`);
    expect(unknownPart.statusCode).toBe(400);
    expect(unknownPart.json().detail).toMatch(/part/i);
  });

  it('starts a run when an update changes what the analysis reads, and not for a tag or a project note', async () => {
    const property = await createProperty(app, account);
    await waitForRun(app, account, property.id);
    const runsBefore = (await propertyAnalysis(app, account, property.id)).runs.length;

    const tagged = await call(
      'PUT',
      `/api/v1/properties/${property.id}`,
      propertyForm({ tags: ['renamed'], is_owned: false }),
    );
    expect(tagged.json<Property>().workflow_status).toBe('completed');
    expect((await propertyAnalysis(app, account, property.id)).runs).toHaveLength(runsBefore);

    const repriced = await call(
      'PUT',
      `/api/v1/properties/${property.id}`,
      propertyForm({ price: 300000 }),
    );
    expect(repriced.json<Property>()).toMatchObject({
      workflow_status: 'processing',
      analysis_status: { trigger: 'update' },
    });
    await waitForRun(app, account, property.id);
    const analysis = await propertyAnalysis(app, account, property.id);
    expect(analysis.runs.map((run) => run.trigger)[0]).toBe('update');
    expect(analysis.strategy!.result.figures.deposit.value).toBe(300000 * 0.25);
  });

  it('never runs two runs of a property at once', async () => {
    account = await signUpWithTenant(app);
    const property = await createProperty(app, account);
    const answers = await Promise.all([
      call('POST', `/api/v1/properties/${property.id}/retrigger-workflow`),
      call('POST', `/api/v1/properties/${property.id}/analyze/legal`),
      call('POST', `/api/v1/properties/${property.id}/refresh-market-data`),
      call('POST', `/api/v1/properties/${property.id}/analyze`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
    await waitForRun(app, account, property.id);
    // However the triggers fell, each run started after the one before it finished.
    const runs = (await propertyAnalysis(app, account, property.id)).runs;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(5);
    const rows = await app.db
      .selectFrom('analysis_runs')
      .select(['started_at', 'finished_at'])
      .where('property_id', '=', property.id)
      .orderBy('started_at')
      .execute();
    rows
      .slice(1)
      .forEach((row, index) =>
        expect(row.started_at!.getTime()).toBeGreaterThanOrEqual(
          rows[index]!.finished_at!.getTime(),
        ),
      );
  });
});

describe.each(databaseKinds)('an API-only process on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind, { WORKFLOW_WORKER_ENABLED: 'false' });
    account = await signUpWithTenant(app);
  });
  afterAll(() => app.close());

  const call = (url: string) => app.inject({ method: 'POST', url, headers: bearer(account) });

  it('queues runs without working them: triggers while one runs merge into one waiting run', async () => {
    const property = await createProperty(app, account);
    expect(property).toMatchObject({
      workflow_status: 'processing',
      analysis_status: { status: 'pending', trigger: 'create' },
    });
    await call(`/api/v1/properties/${property.id}/analyze/legal`);
    await call(`/api/v1/properties/${property.id}/refresh-market-data`);
    await call(`/api/v1/properties/${property.id}/analyze/strategy`);
    const runs = await app.db
      .selectFrom('analysis_runs')
      .select(['status', 'trigger', 'steps'])
      .where('property_id', '=', property.id)
      .orderBy('created_at')
      .execute();
    expect(runs).toEqual([
      {
        status: 'in_progress',
        trigger: 'create',
        steps: ['documents', 'market', 'legal', 'refurbishment', 'strategy'],
      },
      {
        status: 'pending',
        trigger: 'analyze',
        steps: ['market', 'legal', 'refurbishment', 'strategy'],
      },
    ]);
    const status = await analysisStatus(app, account, property.id);
    expect(status.analysis_status.steps.map((step) => step.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('reports the waiting steps and no worker in the health check', async () => {
    const health = await app.inject({
      method: 'GET',
      url: '/api/v1/analysis/health',
      headers: bearer(account),
    });
    expect(health.json()).toMatchObject({
      status: 'degraded',
      worker_alive: false,
      ai: { configured: false, provider: null, reachable: null },
    });
    expect(health.json().queue.depth).toBeGreaterThan(0);
  });
});
