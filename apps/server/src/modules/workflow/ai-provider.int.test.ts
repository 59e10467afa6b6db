import type {
  AnalysisHealth,
  CostEstimate,
  PropertyDocument,
  Subscription,
} from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import {
  chatCompletion,
  startAiReplayServer,
  type RecordedRequest,
  type ScriptedAnswer,
} from '../../test-support/ai-replay-server.ts';
import { textPdf } from '../../test-support/document-fixtures.ts';
import { leasePages, titleRegisterPages } from '../../test-support/legal-pack-texts.ts';
import { createProperty, multipart } from '../../test-support/property-fixtures.ts';
import { sampleJpeg } from '../../test-support/sample-files.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { FAST_WORKFLOW, propertyAnalysis, waitForRun } from '../../test-support/workflow.ts';

/**
 * The real app built from AI_PROVIDER=openai-compatible, talking over HTTP to a local server that
 * answers as OpenAI's chat completions API does (docs/decisions/0155-ai-built-from-the-configuration.md).
 */
type ChatRequest = {
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
  response_format: { json_schema: { schema: { required: string[] } } };
};

const COVENANT_SUMMARY = 'The model read a covenant against structural alterations.';
const REPEAT_SUMMARY = 'The model read the ban on holiday lets the rules read.';
const KITCHEN_DESCRIPTION = 'Dated units and a worn worktop.';

/** What the model answers for each kind of request, told apart by the answer's JSON schema. */
function modelAnswer(request: ChatRequest): object {
  const required = request.response_format.json_schema.schema.required;
  if (required.includes('findings'))
    return {
      findings: [
        {
          kind: 'restrictive_covenant',
          summary: COVENANT_SUMMARY,
          page: 2,
          quote: 'Not to make any structural alterations to the Flat',
          severity: 'amber',
          confidence: 0.9,
          facts: null,
        },
        {
          kind: 'restriction_short_lets',
          summary: REPEAT_SUMMARY,
          page: 2,
          quote: 'Not to use the Flat for holiday lets',
          severity: 'amber',
          confidence: 0.9,
          facts: null,
        },
        {
          kind: 'restriction_pets',
          summary: 'A quote the lease does not have.',
          page: 2,
          quote: 'The Lessee may keep up to three dogs.',
          severity: 'info',
          confidence: 0.9,
          facts: null,
        },
      ],
    };
  if (required.includes('defects'))
    return { subject: 'kitchen', description: KITCHEN_DESCRIPTION, defects: [] };
  return {
    headline: 'Written by the model.',
    paragraphs: ['The figures are the engine’s; the words are the model’s.'],
  };
}

type Mode = 'answers' | 'fails' | 'silent';

function provider(mode: () => Mode) {
  return (request: RecordedRequest): ScriptedAnswer => {
    if (request.path.endsWith('/models'))
      return mode() === 'answers'
        ? { status: 200, body: { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }] } }
        : { status: 503, body: { error: { message: 'overloaded' } } };
    if (mode() === 'fails')
      return { status: 500, body: { error: { message: 'The server had an error' } } };
    const answer = chatCompletion(JSON.stringify(modelAnswer(request.body as ChatRequest)));
    return { status: 200, body: answer, delayMs: mode() === 'silent' ? 3000 : 0 };
  };
}

const userText = (request: RecordedRequest) =>
  (request.body as ChatRequest).messages
    .filter((message) => message.role === 'user')
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => part.text ?? '').join('\n'),
    )
    .join('\n');
const chatRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.endsWith('/chat/completions'));

describe.each(databaseKinds)('the configured AI provider in a run, on %s', (kind) => {
  let mode: Mode = 'answers';
  let replay: Awaited<ReturnType<typeof startAiReplayServer>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    replay = await startAiReplayServer(provider(() => mode));
    app = await buildTestApp(kind, {
      ...FAST_WORKFLOW,
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: 'sk-test',
      AI_BASE_URL: replay.baseUrl,
    });
  });
  afterAll(async () => {
    await app.close();
    await replay.close();
  });

  const get = <T>(account: TestAccount, url: string) =>
    app
      .inject({ method: 'GET', url, headers: bearer(account) })
      .then((response) => response.json<T>());
  const aiUsed = async (account: TestAccount) =>
    (await get<Subscription>(account, '/api/v1/subscription/current')).usage.features.ai_analysis;

  it('writes every narrative, reads the documents, describes the photos, and records tokens and usage', async () => {
    const account = await signUpWithTenant(app);
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    await waitForRun(app, account, property.id);
    const upload = multipart([
      { name: 'lease.pdf', content: await textPdf(leasePages), contentType: 'application/pdf' },
      { name: 'kitchen.jpg', content: sampleJpeg(), contentType: 'image/jpeg' },
    ]);
    replay.requests.splice(0);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/v1/properties/${property.id}/upload-files`,
      headers: { ...bearer(account), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const status = await waitForRun(app, account, property.id, 60_000);
    expect(status.analysis_status).toMatchObject({
      status: 'completed',
      engine: 'builtin_with_ai',
      note: null,
    });

    const analysis = await propertyAnalysis(app, account, property.id);
    for (const part of [analysis.legal, analysis.refurbishment, analysis.strategy])
      expect(part!.narrative).toMatchObject({
        source: 'ai',
        model: 'gpt-4o-mini',
        text: 'Written by the model.\n\nThe figures are the engine’s; the words are the model’s.',
      });
    // Each answer counts 812 tokens in and 95 out: three narratives, then the lease and the photo.
    expect(analysis.runs.map((run) => [run.trigger, run.engine, run.ai_model, run.tokens])).toEqual(
      [
        ['upload', 'builtin_with_ai', 'gpt-4o-mini', { input: 812 * 5, output: 95 * 5 }],
        ['create', 'builtin_with_ai', 'gpt-4o-mini', { input: 812 * 3, output: 95 * 3 }],
      ],
    );
    // A local server's model has no listed price.
    expect(analysis.runs.map((run) => run.cost_gbp)).toEqual([null, null]);
    expect(await aiUsed(account)).toEqual({ current: 2, limit: 3, percentage: 67 });

    const [lease] = await get<PropertyDocument[]>(
      account,
      `/api/v1/properties/${property.id}/documents`,
    );
    // The model's own finding joins the rules'; one repeating the rules' clause, or quoting what the page does not say, does not.
    const fromModel = lease!.findings.filter((finding) => finding.summary === COVENANT_SUMMARY);
    expect(fromModel).toEqual([
      expect.objectContaining({
        kind: 'restrictive_covenant',
        page: 2,
        quote: 'Not to make any structural alterations to the Flat',
      }),
    ]);
    const shortLets = lease!.findings.filter(
      (finding) => finding.kind === 'restriction_short_lets',
    );
    expect(shortLets).toHaveLength(1);
    expect(shortLets[0]!.summary).not.toBe(REPEAT_SUMMARY);
    expect(lease!.findings.map((finding) => finding.summary)).not.toContain(
      'A quote the lease does not have.',
    );

    const sent = chatRequests(replay.requests).map(userText);
    const refurbishment = sent.find(
      (text) => text.includes('Plotwise figures') && text.includes('kitchen.jpg (kitchen)'),
    );
    expect(refurbishment).toContain(`kitchen.jpg (kitchen): ${KITCHEN_DESCRIPTION}`);
    expect(sent.some((text) => text.includes('[Page 2]') && text.includes('holiday lets'))).toBe(
      true,
    );

    const estimate = await get<CostEstimate>(
      account,
      `/api/v1/properties/${property.id}/analysis/cost-estimate`,
    );
    expect(estimate).toMatchObject({
      engine: 'builtin_with_ai',
      ai: {
        configured: true,
        provider: 'openai-compatible',
        model: 'gpt-4o-mini',
        estimated_cost_gbp: null,
      },
      plan: { tier: 'free', ai_analyses_used: 2, ai_analyses_limit: 3, ai_analyses_remaining: 1 },
    });
    expect(estimate.ai.estimated_input_tokens).toBeGreaterThan(0);
    const health = await get<AnalysisHealth>(account, '/api/v1/analysis/health');
    expect(health.ai).toEqual({
      configured: true,
      provider: 'openai-compatible',
      model: 'gpt-4o-mini',
      reachable: true,
    });
  }, 90_000);

  it('lets the built-in work stand with a note when the provider answers 500, and counts neither run', async () => {
    const account = await signUpWithTenant(app);
    mode = 'fails';
    try {
      const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
      const created = await waitForRun(app, account, property.id, 90_000);
      expect(created.analysis_status).toMatchObject({ status: 'completed', engine: 'builtin' });
      expect(created.analysis_status.note).toMatch(
        /^The AI model did not write the (legal risk|refurbishment|investment strategy) narrative \(HTTP 500: The server had an error\), so the built-in narrative stands\./,
      );

      replay.requests.splice(0);
      const upload = multipart([
        { name: 'lease.pdf', content: await textPdf(leasePages), contentType: 'application/pdf' },
        {
          name: 'title.pdf',
          content: await textPdf(titleRegisterPages),
          contentType: 'application/pdf',
        },
      ]);
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/v1/properties/${property.id}/upload-files`,
        headers: { ...bearer(account), ...upload.headers },
        payload: upload.payload,
      });
      expect(uploaded.statusCode).toBe(201);
      const read = await waitForRun(app, account, property.id, 90_000);
      expect(read.analysis_status).toMatchObject({ status: 'completed', engine: 'builtin' });
      expect(read.analysis_status.note).toMatch(
        /^The AI model did not finish reading (lease|title)\.pdf \(HTTP 500: The server had an error\); the built-in reader's findings stand\./,
      );
      // After one document, the model is not asked about the other.
      const findingRequests = chatRequests(replay.requests)
        .filter((request) =>
          (request.body as ChatRequest).response_format.json_schema.schema.required.includes(
            'findings',
          ),
        )
        .map((request) => (userText(request).includes('"lease.pdf"') ? 'lease.pdf' : 'title.pdf'));
      expect(findingRequests.length).toBeGreaterThan(0);
      expect(new Set(findingRequests).size).toBe(1);
      const documents = await get<PropertyDocument[]>(
        account,
        `/api/v1/properties/${property.id}/documents`,
      );
      expect(documents.map((document) => document.status)).toEqual(['done', 'done']);
      expect(documents.every((document) => document.findings.length > 0)).toBe(true);

      const analysis = await propertyAnalysis(app, account, property.id);
      for (const part of [analysis.legal, analysis.refurbishment, analysis.strategy])
        expect(part!.narrative).toMatchObject({ source: 'builtin', model: null });
      expect(analysis.runs.map((run) => [run.engine, run.ai_model, run.tokens])).toEqual([
        ['builtin', null, null],
        ['builtin', null, null],
      ]);
      expect(await aiUsed(account)).toEqual({ current: 0, limit: 3, percentage: 0 });
    } finally {
      mode = 'answers';
    }
    // Each request the provider answers 500 is tried three times, 2 s and 4 s apart (the AI SDK's retries).
  }, 150_000);
});

describe.each(databaseKinds)('an AI provider that does not answer in time, on %s', (kind) => {
  let replay: Awaited<ReturnType<typeof startAiReplayServer>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    replay = await startAiReplayServer(provider(() => 'silent'));
    app = await buildTestApp(kind, {
      ...FAST_WORKFLOW,
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.1:8b',
      AI_BASE_URL: replay.baseUrl,
      AI_TIMEOUT_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await app.close();
    await replay.close();
  });

  it('completes the run with the built-in narrative and a note, counts nothing, and reports the provider unreachable', async () => {
    const account = await signUpWithTenant(app);
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    const status = await waitForRun(app, account, property.id, 60_000);
    expect(status.analysis_status).toMatchObject({ status: 'completed', engine: 'builtin' });
    expect(status.analysis_status.note).toMatch(
      /narrative \(no answer within 1 second\), so the built-in narrative stands\.$/,
    );
    const analysis = await propertyAnalysis(app, account, property.id);
    expect(analysis.strategy!.narrative).toMatchObject({ source: 'builtin' });
    const subscription = await app.inject({
      method: 'GET',
      url: '/api/v1/subscription/current',
      headers: bearer(account),
    });
    expect(subscription.json<Subscription>().usage.features.ai_analysis.current).toBe(0);

    const health = await app.inject({
      method: 'GET',
      url: '/api/v1/analysis/health',
      headers: bearer(account),
    });
    expect(health.json<AnalysisHealth>()).toMatchObject({
      status: 'degraded',
      ai: {
        configured: true,
        provider: 'openai-compatible',
        model: 'llama3.1:8b',
        reachable: false,
      },
    });
  }, 90_000);
});
