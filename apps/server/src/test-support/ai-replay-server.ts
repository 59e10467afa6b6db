import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an AI provider's HTTP API, for tests: it answers each request with the next
 * scripted answer, or else with what `respond` makes of the request (for a whole run, whose requests
 * come in no set order), written in that provider's documented wire format by the test (OpenAI chat
 * completions, Anthropic messages), and records what the real provider client sent.
 */
export type ScriptedAnswer = { status: number; body: unknown; delayMs?: number };
export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

export async function startAiReplayServer(respond?: (request: RecordedRequest) => ScriptedAnswer) {
  const answers: ScriptedAnswer[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(recorded);
    const answer = answers.shift() ??
      respond?.(recorded) ?? { status: 500, body: { error: { message: 'no answer scripted' } } };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (response.destroyed) return;
    response
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues answers for the next requests, in order. */
    answer: (...next: ScriptedAnswer[]) => answers.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer as OpenAI's chat completions API writes one (https://platform.openai.com/docs/api-reference/chat/object). */
export const chatCompletion = (content: string) => ({
  id: 'chatcmpl-AaBbCcDdEeFf0123456789',
  object: 'chat.completion',
  created: 1_795_000_000,
  model: 'gpt-4o-mini-2024-07-18',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: null },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 812, completion_tokens: 95, total_tokens: 907 },
  system_fingerprint: 'fp_0aa8d3e20b',
});
