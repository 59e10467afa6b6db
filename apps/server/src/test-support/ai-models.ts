import { analyseProperty, DEFAULT_ASSUMPTIONS } from '@plotwise/engine';
import type { PropertyAnalysis } from '@plotwise/contracts';
import { APICallError } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { AiClient } from '../modules/ai/ai-client.ts';
import type { NarrativeRequest, NarrativeWriter } from '../modules/ai/ai.service.ts';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

/** One answer of a model in the SDK's own result shape (LanguageModelV3), counting the tokens given. */
export function modelAnswer(text: string, usage = { input: 120, output: 30 }): GenerateResult {
  return {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: {
        total: usage.input,
        noCache: usage.input,
        cacheRead: undefined,
        cacheWrite: undefined,
      },
      outputTokens: { total: usage.output, text: usage.output, reasoning: undefined },
    },
    warnings: [],
  };
}

/** The AI SDK's mock model answering each call with the next of `answers` (JSON given as objects). */
export const mockModel = (...answers: (string | object)[]) =>
  new MockLanguageModelV3({
    modelId: 'mock-model',
    doGenerate: answers.map((answer) =>
      modelAnswer(typeof answer === 'string' ? answer : JSON.stringify(answer)),
    ),
  });

type SentPrompt = MockLanguageModelV3['doGenerateCalls'][number]['prompt'];

/** What a mock model was sent: the system text, and the user messages' parts (text and images). */
export const sentSystemText = (prompt: SentPrompt) =>
  prompt.find((message) => message.role === 'system')!.content as string;
export const sentUserParts = (prompt: SentPrompt) =>
  prompt
    .filter((message) => message.role === 'user')
    .flatMap((message) => message.content as { type: string; text?: string }[]);
export const sentUserText = (prompt: SentPrompt) =>
  sentUserParts(prompt)
    .map((part) => part.text ?? '')
    .join('\n');

/** A mock model whose provider answers every call with an error status (not retried, as for a 4xx). */
export const refusingModel = (statusCode: number, message: string) =>
  new MockLanguageModelV3({
    doGenerate: async () => {
      throw new APICallError({
        message,
        url: 'https://provider.example/v1/chat/completions',
        requestBodyValues: {},
        statusCode,
        isRetryable: false,
      });
    },
  });

/** A client around mock models, as createAiClient builds one around a provider's. */
export function mockAiClient(
  languageModel: MockLanguageModelV3,
  visionLanguageModel = languageModel,
): AiClient {
  return {
    provider: 'openai-compatible',
    baseUrl: 'http://127.0.0.1:9/v1',
    apiKey: null,
    model: 'mock-model',
    visionModel: 'mock-vision-model',
    languageModel,
    visionLanguageModel,
    timeoutMs: 5000,
    reachability: null,
  };
}

/** The engine's analysis of a two-bed leasehold flat in London with an E rating: risks, works and a negative cash flow to write about. */
export const londonFlatAnalysis: PropertyAnalysis = analyseProperty({
  property: {
    price: 450_000,
    postcode: 'E14 2AB',
    property_type: 'flat',
    tenure: 'leasehold',
    bedrooms: 2,
    description: 'A two bedroom flat with a dated kitchen.',
    energy_rating: 'E',
    council_tax_band: 'B',
    features: [],
    floor_area_sqm: null,
  },
  assumptions: DEFAULT_ASSUMPTIONS,
  today: '2026-03-02',
});

export function narrativeRequest(
  tenantId: string,
  changes: Partial<NarrativeRequest> = {},
): NarrativeRequest {
  return {
    tenantId,
    part: 'strategy',
    analysis: londonFlatAnalysis,
    property: {
      address: '12 Dock Street, London, E14 2AB',
      price: 450_000,
      property_type: 'flat',
      bedrooms: 2,
    },
    documentContent: '== lease.pdf, page 3 ==\nThe ground rent is £250 per annum.',
    imageDescriptions: 'kitchen.jpg (kitchen): Dated units and worn worktops.',
    marketData: 'Estimated value £440,000 (HM Land Registry comparables, Oct 2026).',
    ...changes,
  };
}

/** A stand-in for the workflow's built-in writer: the port's documented shape, a narrative written without a model. */
export const builtinWriter: NarrativeWriter = {
  engine: 'builtin',
  model: null,
  write: async (request) => ({
    narrative: {
      text: `Built-in ${request.part} narrative.`,
      source: 'builtin',
      model: null,
      unverified_numbers: [],
    },
    tokens: null,
  }),
};
