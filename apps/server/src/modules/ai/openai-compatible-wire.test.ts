import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { chatCompletion, startAiReplayServer } from '../../test-support/ai-replay-server.ts';
import { createAiClient, type AiClient } from './ai-client.ts';
import { checkAiReachable } from './ai-health.ts';
import { generateAnswer } from './generate-answer.ts';
import { narrativeAnswerSchema, narrativeSystemPrompt } from './narrative-prompt.ts';

const answerJson = JSON.stringify({
  headline: 'A sound let at the price.',
  paragraphs: ['The yield is fair for the area.'],
});

describe('the OpenAI-compatible provider over HTTP', () => {
  let replay: Awaited<ReturnType<typeof startAiReplayServer>>;
  let ai: AiClient;
  beforeAll(async () => {
    replay = await startAiReplayServer();
    ai = createAiClient(
      parseConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'gpt-4o-mini',
        AI_API_KEY: 'sk-test',
        AI_BASE_URL: replay.baseUrl,
        AI_TIMEOUT_SECONDS: '1',
      }),
    )!;
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.requests.splice(0));

  const ask = () =>
    generateAnswer({
      ai,
      use: 'text',
      system: narrativeSystemPrompt('strategy'),
      messages: [{ role: 'user', content: 'Assess 12 Dock Street.' }],
      schema: narrativeAnswerSchema,
    });

  it('sends a chat completion asking for the JSON schema, and reads the answer and its usage', async () => {
    replay.answer({ status: 200, body: chatCompletion(answerJson) });
    const outcome = await ask();
    expect(outcome).toEqual({
      ok: true,
      answer: JSON.parse(answerJson),
      tokens: { input: 812, output: 95 },
    });
    const [sent] = replay.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(sent!.headers.authorization).toBe('Bearer sk-test');
    const body = sent!.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { schema: { required: string[] } } };
    };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[1]!.content).toBe('Assess 12 Dock Street.');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.required).toEqual(['headline', 'paragraphs']);
  });

  it('asks again after an answer in the wrong shape, saying what was wrong', async () => {
    replay.answer(
      { status: 200, body: chatCompletion('{"headline": "No paragraphs"}') },
      { status: 200, body: chatCompletion(answerJson) },
    );
    const outcome = await ask();
    expect(outcome).toMatchObject({ ok: true, tokens: { input: 1624, output: 190 } });
    const retry = replay.requests[1]!.body as { messages: { role: string; content: string }[] };
    expect(retry.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(retry.messages[3]!.content).toMatch(
      /^That answer was not valid JSON in the required shape/,
    );
  });

  it("reports the provider's error answer", async () => {
    replay.answer({
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided: sk-test.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      },
    });
    expect(await ask()).toEqual({
      ok: false,
      failure: { kind: 'provider', detail: 'HTTP 401: Incorrect API key provided: sk-test.' },
      tokens: null,
    });
  });

  it('gives up on an answer that takes longer than AI_TIMEOUT_SECONDS', async () => {
    replay.answer({ status: 200, body: chatCompletion(answerJson), delayMs: 1500 });
    const started = Date.now();
    expect(await ask()).toEqual({
      ok: false,
      failure: { kind: 'timeout', detail: 'no answer within 1 second' },
      tokens: null,
    });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('checks reachability by listing the models, once a minute', async () => {
    let clock = 0;
    replay.answer({
      status: 200,
      body: {
        object: 'list',
        data: [{ id: 'gpt-4o-mini', object: 'model', created: 1_721_172_741, owned_by: 'system' }],
      },
    });
    expect(await checkAiReachable(ai, () => clock)).toBe(true);
    clock = 59_000;
    expect(await checkAiReachable(ai, () => clock)).toBe(true);
    expect(replay.requests).toHaveLength(1);
    expect(replay.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models' });
    replay.answer({
      status: 401,
      body: { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } },
    });
    clock = 60_000;
    expect(await checkAiReachable(ai, () => clock)).toBe(false);
    expect(replay.requests).toHaveLength(2);
  });
});
