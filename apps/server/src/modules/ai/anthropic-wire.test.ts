import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { startAiReplayServer } from '../../test-support/ai-replay-server.ts';
import { createAiClient, type AiClient } from './ai-client.ts';
import { checkAiReachable } from './ai-health.ts';
import { generateAnswer } from './generate-answer.ts';
import { narrativeAnswerSchema, narrativeSystemPrompt } from './narrative-prompt.ts';

/** A message as Anthropic's messages API writes one (https://docs.claude.com/en/api/messages). */
const message = (model: string, content: object[], stopReason = 'end_turn') => ({
  id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
  type: 'message',
  role: 'assistant',
  model,
  content,
  stop_reason: stopReason,
  stop_sequence: null,
  usage: {
    input_tokens: 2095,
    output_tokens: 503,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
  },
});
const answer = {
  headline: 'Check the lease before exchange.',
  paragraphs: ['The lease length is unknown.'],
};

describe('the Anthropic provider over HTTP', () => {
  let replay: Awaited<ReturnType<typeof startAiReplayServer>>;
  const clientFor = (model: string, visionModel?: string): AiClient =>
    createAiClient(
      parseConfig({
        AI_PROVIDER: 'anthropic',
        AI_MODEL: model,
        AI_API_KEY: 'sk-ant-test',
        AI_BASE_URL: replay.baseUrl,
        AI_TIMEOUT_SECONDS: '1',
        ...(visionModel ? { AI_VISION_MODEL: visionModel } : {}),
      }),
    )!;
  beforeAll(async () => {
    replay = await startAiReplayServer();
  });
  afterAll(() => replay.close());
  beforeEach(() => replay.requests.splice(0));

  const ask = (ai: AiClient) =>
    generateAnswer({
      ai,
      use: 'text',
      system: narrativeSystemPrompt('legal'),
      messages: [{ role: 'user', content: 'Review the lease.' }],
      schema: narrativeAnswerSchema,
    });

  it('sends a message with the JSON schema as its output format (output_config), and reads the answer and its usage', async () => {
    replay.answer({
      status: 200,
      body: message('claude-sonnet-4-5-20250929', [{ type: 'text', text: JSON.stringify(answer) }]),
    });
    expect(await ask(clientFor('claude-sonnet-4-5'))).toEqual({
      ok: true,
      answer,
      tokens: { input: 2095, output: 503 },
    });
    const [sent] = replay.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/messages' });
    expect(sent!.headers['x-api-key']).toBe('sk-ant-test');
    expect(sent!.headers['anthropic-version']).toBe('2023-06-01');
    const body = sent!.body as {
      model: string;
      system: { type: string; text: string }[];
      messages: { role: string }[];
      output_config: object;
    };
    expect(body.model).toBe('claude-sonnet-4-5');
    expect(body.system[0]!.text).toMatch(/^You write the legal risk part of Plotwise's analysis/);
    expect(body.messages.map((sentMessage) => sentMessage.role)).toEqual(['user']);
    expect(body.output_config).toMatchObject({
      format: { type: 'json_schema', schema: { required: ['headline', 'paragraphs'] } },
    });
  });

  it('reads the answer from the json tool for a model without structured output', async () => {
    replay.answer({
      status: 200,
      body: message(
        'claude-3-5-haiku-20241022',
        [{ type: 'tool_use', id: 'toolu_01A09q90qw90lq917835lq9', name: 'json', input: answer }],
        'tool_use',
      ),
    });
    expect(await ask(clientFor('claude-3-5-haiku-20241022'))).toMatchObject({ ok: true, answer });
    const body = replay.requests[0]!.body as {
      tools: { name: string }[];
      tool_choice: { type: string; name: string };
    };
    expect(body.tools.map((tool) => tool.name)).toEqual(['json']);
    expect(body.tool_choice).toMatchObject({ type: 'any' });
  });

  it('sends an image to the vision model as base64', async () => {
    replay.answer({
      status: 200,
      body: message('claude-sonnet-4-5-20250929', [{ type: 'text', text: JSON.stringify(answer) }]),
    });
    const image = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    await generateAnswer({
      ai: clientFor('claude-haiku-4-5', 'claude-sonnet-4-5'),
      use: 'vision',
      system: 'Describe the image.',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'kitchen.jpg' },
            { type: 'image', image, mediaType: 'image/jpeg' },
          ],
        },
      ],
      schema: narrativeAnswerSchema,
    });
    const body = replay.requests[0]!.body as {
      model: string;
      messages: { content: { type: string; source?: object }[] }[];
    };
    expect(body.model).toBe('claude-sonnet-4-5');
    expect(body.messages[0]!.content[1]).toEqual({
      type: 'image',
      source: {
        type: 'base64',
        media_type: 'image/jpeg',
        data: Buffer.from(image).toString('base64'),
      },
    });
  });

  it("reports the provider's error answer", async () => {
    replay.answer({
      status: 401,
      body: {
        type: 'error',
        error: { type: 'authentication_error', message: 'invalid x-api-key' },
      },
    });
    expect(await ask(clientFor('claude-sonnet-4-5'))).toEqual({
      ok: false,
      failure: { kind: 'provider', detail: 'HTTP 401: invalid x-api-key' },
      tokens: null,
    });
  });

  it('gives up on an answer that takes longer than AI_TIMEOUT_SECONDS', async () => {
    replay.answer({
      status: 200,
      body: message('claude-sonnet-4-5-20250929', [{ type: 'text', text: JSON.stringify(answer) }]),
      delayMs: 1500,
    });
    expect(await ask(clientFor('claude-sonnet-4-5'))).toEqual({
      ok: false,
      failure: { kind: 'timeout', detail: 'no answer within 1 second' },
      tokens: null,
    });
  });

  it('checks reachability with the key, and finds an address that does not answer unreachable', async () => {
    replay.answer({
      status: 200,
      body: {
        data: [
          {
            type: 'model',
            id: 'claude-sonnet-4-5-20250929',
            display_name: 'Claude Sonnet 4.5',
            created_at: '2025-09-29T00:00:00Z',
          },
        ],
        has_more: false,
      },
    });
    expect(await checkAiReachable(clientFor('claude-sonnet-4-5'))).toBe(true);
    expect(replay.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/models',
      headers: { 'x-api-key': 'sk-ant-test', 'anthropic-version': '2023-06-01' },
    });
    const nowhere = { ...clientFor('claude-sonnet-4-5'), baseUrl: 'http://127.0.0.1:9/v1' };
    expect(await checkAiReachable(nowhere)).toBe(false);
    expect(await checkAiReachable(null)).toBeNull();
  });
});
