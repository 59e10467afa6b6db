import type { CostEstimate, Subscription } from '@plotwise/contracts';
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
import { writeBuiltInNarrative, type AnalysisAi } from '../analysis/analysis.service.ts';

/**
 * A test double of an AI provider at the narrative port (docs/decisions/0143-narrative-writer-port.md),
 * as the AI module's writer plugs in: it words the engine's figures and reports tokens and their cost.
 */
const aiDouble: AnalysisAi = {
  provider: 'test-double',
  writer: {
    engine: 'builtin_with_ai',
    model: 'double-1',
    write: async (request) => {
      // A provider that does not answer, for properties on Silent Lane.
      if (request.property.address.includes('Silent Lane'))
        throw new Error('connect ECONNREFUSED 127.0.0.1:11434');
      return {
        narrative: {
          text: `In other words: ${writeBuiltInNarrative(request.part, request.analysis).text}`,
          source: 'ai',
          model: 'double-1',
          unverified_numbers: [],
        },
        tokens: { input: 1000, output: 200 },
        costGbp: 0.0042,
      };
    },
  },
  estimateRun: async ({ documentCharacters }) => ({
    inputTokens: 3000 + Math.round(documentCharacters / 4),
    outputTokens: 600,
    costGbp: 0.02,
  }),
  checkReachable: async () => true,
};

describe.each(databaseKinds)('AI analyses against the plan on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, FAST_WORKFLOW, { ai: aiDouble });
  });
  afterAll(() => app.close());

  const post = (account: TestAccount, url: string) =>
    app.inject({ method: 'POST', url, headers: bearer(account) });
  const get = <T>(account: TestAccount, url: string) =>
    app
      .inject({ method: 'GET', url, headers: bearer(account) })
      .then((response) => response.json<T>());
  const aiUsed = async (account: TestAccount) =>
    (await get<Subscription>(account, '/api/v1/subscription/current')).usage.features.ai_analysis;

  it('counts each run with the provider, answers 403 past the Free plan’s 3, and lets automatic runs go on with the built-in engine', async () => {
    const account = await signUpWithTenant(app);
    const property = await createProperty(app, account);
    await waitForRun(app, account, property.id);
    const first = await propertyAnalysis(app, account, property.id);
    expect(first.runs[0]).toMatchObject({
      engine: 'builtin_with_ai',
      ai_model: 'double-1',
      tokens: { input: 3000, output: 600 },
      cost_gbp: 0.0126,
    });
    expect(first.legal!.narrative).toMatchObject({ source: 'ai', model: 'double-1' });
    expect(await aiUsed(account)).toEqual({ current: 1, limit: 3, percentage: 33 });

    for (const url of [
      `/api/v1/properties/${property.id}/analyze`,
      `/api/v1/properties/${property.id}/analyze/strategy`,
    ]) {
      expect((await post(account, url)).statusCode).toBe(202);
      await waitForRun(app, account, property.id);
    }
    expect(await aiUsed(account)).toEqual({ current: 3, limit: 3, percentage: 100 });

    const refused = await post(account, `/api/v1/properties/${property.id}/analyze/legal`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'This feature requires an upgrade from your current Free plan.',
      code: 'FORBIDDEN',
    });

    expect(
      (await post(account, `/api/v1/properties/${property.id}/retrigger-workflow`)).statusCode,
    ).toBe(202);
    const automatic = await waitForRun(app, account, property.id);
    expect(automatic.analysis_status).toMatchObject({ status: 'completed', engine: 'builtin' });
    expect(automatic.analysis_status.note).toBe(
      "Your Free plan's 3 AI analyses this month are used, so the built-in engine wrote this analysis without AI.",
    );
    expect((await propertyAnalysis(app, account, property.id)).legal!.narrative).toMatchObject({
      source: 'builtin',
    });
    expect((await aiUsed(account)).current).toBe(3);

    const estimate = await get<CostEstimate>(
      account,
      `/api/v1/properties/${property.id}/analysis/cost-estimate`,
    );
    expect(estimate).toMatchObject({
      cost_gbp: 0,
      engine: 'builtin',
      ai: { configured: true, provider: 'test-double', model: 'double-1' },
      plan: { tier: 'free', ai_analyses_used: 3, ai_analyses_limit: 3, ai_analyses_remaining: 0 },
    });
  });

  it('estimates a run for a property with room left, and reports the provider in the health check', async () => {
    const account = await signUpWithTenant(app);
    const typical = await get<CostEstimate>(account, '/api/v1/analysis/cost-estimate');
    expect(typical).toMatchObject({
      cost_gbp: 0.02,
      engine: 'builtin_with_ai',
      ai: { estimated_input_tokens: 23000, estimated_output_tokens: 600, estimated_cost_gbp: 0.02 },
      plan: { ai_analyses_remaining: 3 },
    });
    const health = await get<{ ai: object; status: string }>(account, '/api/v1/analysis/health');
    expect(health).toMatchObject({
      status: 'ok',
      ai: { configured: true, provider: 'test-double', model: 'double-1', reachable: true },
    });
  });

  it('lets the built-in narrative stand when the provider does not answer, after retrying, and does not count the run', async () => {
    const account = await signUpWithTenant(app);
    const property = await createProperty(app, account, {
      address: '2 Silent Lane, York, YO1 7HH',
    });
    const status = await waitForRun(app, account, property.id, 60_000);
    // No answer of the provider was used, so the built-in engine wrote the run.
    expect(status.analysis_status).toMatchObject({ status: 'completed', engine: 'builtin' });
    expect(await aiUsed(account)).toEqual({ current: 0, limit: 3, percentage: 0 });
    expect(status.analysis_status.note).toBe(
      'The AI provider did not answer, so the built-in narrative stands for part of this analysis.',
    );
    expect(status.analysis_status.steps.find((step) => step.step === 'legal')).toMatchObject({
      status: 'completed',
      attempts: 3,
    });
    expect((await propertyAnalysis(app, account, property.id)).strategy!.narrative).toMatchObject({
      source: 'builtin',
    });
  });

  it('does not count a run that failed', async () => {
    const account = await signUpWithTenant(app);
    await breakMarketResults(app);
    try {
      const property = await createProperty(app, account);
      expect((await waitForRun(app, account, property.id, 60_000)).workflow_status).toBe('failed');
      expect((await aiUsed(account)).current).toBe(0);
    } finally {
      await mendMarketResults(app);
    }
  });
});
