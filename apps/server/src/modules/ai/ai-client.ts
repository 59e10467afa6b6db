import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiProvider, Config } from '../../config.ts';

/** Where each kind of provider answers when AI_BASE_URL is not set: OpenAI itself, and Anthropic. */
export const DEFAULT_BASE_URLS: Record<AiProvider, string> = {
  'openai-compatible': 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
};

/** The configured language model and how to reach it; built once, calls nothing until used (docs/product/ai.md). */
export type AiClient = {
  provider: AiProvider;
  baseUrl: string;
  apiKey: string | null;
  /** The model that writes narratives and reads documents, and the one that looks at images. */
  model: string;
  visionModel: string;
  languageModel: LanguageModel;
  visionLanguageModel: LanguageModel;
  timeoutMs: number;
  /** The last answer of the reachability check, kept for a minute. */
  reachability: { checkedAt: number; reachable: Promise<boolean> } | null;
};

export type AiSettings = Pick<
  Config,
  | 'AI_PROVIDER'
  | 'AI_BASE_URL'
  | 'AI_API_KEY'
  | 'AI_MODEL'
  | 'AI_VISION_MODEL'
  | 'AI_TIMEOUT_SECONDS'
>;

function createModelFactory(
  provider: AiProvider,
  baseURL: string,
  apiKey: string | undefined,
): (modelId: string) => LanguageModel {
  if (provider === 'anthropic') return createAnthropic({ baseURL, apiKey });
  // OpenAI, Ollama, LM Studio and vLLM all accept a JSON schema as the response format.
  const compatible = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL,
    apiKey,
    supportsStructuredOutputs: true,
    includeUsage: true,
  });
  return (modelId) => compatible.chatModel(modelId);
}

/** The client for the configured provider, or null when none is configured (the built-in engine works alone). */
export function createAiClient(settings: AiSettings): AiClient | null {
  const { AI_PROVIDER: provider, AI_MODEL: model } = settings;
  if (!provider || !model) return null;
  const baseUrl = settings.AI_BASE_URL ?? DEFAULT_BASE_URLS[provider];
  const createModel = createModelFactory(provider, baseUrl, settings.AI_API_KEY);
  const visionModel = settings.AI_VISION_MODEL ?? model;
  return {
    provider,
    baseUrl,
    apiKey: settings.AI_API_KEY ?? null,
    model,
    visionModel,
    languageModel: createModel(model),
    visionLanguageModel: createModel(visionModel),
    timeoutMs: settings.AI_TIMEOUT_SECONDS * 1000,
    reachability: null,
  };
}
