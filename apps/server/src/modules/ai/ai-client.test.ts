import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createAiClient } from './ai-client.ts';

describe('createAiClient', () => {
  it('has no client without a provider', () => {
    expect(createAiClient(parseConfig({}))).toBeNull();
  });

  it("reaches each provider's own service by default, and the same model looks at images unless another is named", () => {
    const openAi = createAiClient(
      parseConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk' }),
    )!;
    expect(openAi).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      visionModel: 'gpt-4o-mini',
      timeoutMs: 120_000,
    });
    expect(openAi.languageModel).toMatchObject({ modelId: 'gpt-4o-mini' });
    const anthropic = createAiClient(
      parseConfig({
        AI_PROVIDER: 'anthropic',
        AI_MODEL: 'claude-haiku-4-5',
        AI_VISION_MODEL: 'claude-sonnet-4-5',
        AI_API_KEY: 'sk-ant',
      }),
    )!;
    expect(anthropic).toMatchObject({
      baseUrl: 'https://api.anthropic.com/v1',
      model: 'claude-haiku-4-5',
      visionModel: 'claude-sonnet-4-5',
    });
    expect(anthropic.visionLanguageModel).toMatchObject({ modelId: 'claude-sonnet-4-5' });
  });

  it('points a local server by AI_BASE_URL, without a key', () => {
    const ollama = createAiClient(
      parseConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3.1:8b',
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_TIMEOUT_SECONDS: '300',
      }),
    )!;
    expect(ollama).toMatchObject({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      timeoutMs: 300_000,
    });
  });
});
