import { analysisParts } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { londonFlatAnalysis } from '../../test-support/ai-models.ts';
import { defaultPrompts } from '../prompts/default-prompts.ts';
import { createAiClient } from './ai-client.ts';
import {
  costOfTokens,
  ENGINE_LINES_CHARACTERS,
  estimateAiCost,
  type AiCostInput,
} from './ai-cost.ts';
import { AI_PRICE_TABLE, findModelPrice } from './ai-prices.ts';
import { writeEngineAssessment } from './engine-assessment.ts';
import { writeFigureLines } from './engine-figures.ts';

const clientFor = (settings: Record<string, string>) => createAiClient(parseConfig(settings))!;
const openAi = (model = 'gpt-4o-mini', extra: Record<string, string> = {}) =>
  clientFor({ AI_PROVIDER: 'openai-compatible', AI_MODEL: model, AI_API_KEY: 'sk', ...extra });
const anthropic = (model: string, extra: Record<string, string> = {}) =>
  clientFor({ AI_PROVIDER: 'anthropic', AI_MODEL: model, AI_API_KEY: 'sk-ant', ...extra });
const property = (changes: Partial<AiCostInput> = {}): AiCostInput => ({
  prompts: defaultPrompts,
  documentText: '',
  documentCount: 0,
  imageCount: 0,
  ...changes,
});

describe('estimateAiCost', () => {
  it('has nothing to estimate without a provider', () => {
    expect(estimateAiCost(null, property())).toEqual({
      configured: false,
      provider: null,
      model: null,
      estimated_input_tokens: null,
      estimated_output_tokens: null,
      estimated_cost_gbp: null,
    });
  });

  it("prices a run's tokens from the dated table, in pounds to the penny", () => {
    const estimate = estimateAiCost(
      openAi(),
      property({ documentText: 'x'.repeat(40_000), documentCount: 2 }),
    );
    const price = AI_PRICE_TABLE.prices.openai.find((entry) => entry.model === 'gpt-4o-mini')!;
    const pounds =
      ((estimate.estimated_input_tokens! * price.inputUsdPerMillion +
        estimate.estimated_output_tokens! * price.outputUsdPerMillion) /
        1e6) *
      AI_PRICE_TABLE.gbpPerUsd;
    expect(estimate).toMatchObject({
      configured: true,
      provider: 'openai-compatible',
      model: 'gpt-4o-mini',
    });
    expect(estimate.estimated_cost_gbp).toBe(Math.round(pounds * 100) / 100);
    expect(estimate.estimated_cost_gbp).toBeGreaterThan(0);
  });

  it("grows with the documents' text (read once, and again in each narrative) and with the images", () => {
    const bare = estimateAiCost(openAi(), property());
    const documents = estimateAiCost(
      openAi(),
      property({ documentText: 'x'.repeat(40_000), documentCount: 1 }),
    );
    // 10,000 tokens of text: read in two batches, then sent with each of the three narratives.
    expect(documents.estimated_input_tokens! - bare.estimated_input_tokens!).toBeGreaterThan(
      40_000,
    );
    expect(documents.estimated_output_tokens! - bare.estimated_output_tokens!).toBe(2 * 1_000);
    const images = estimateAiCost(openAi(), property({ imageCount: 3 }));
    expect(images.estimated_input_tokens! - bare.estimated_input_tokens!).toBeGreaterThan(
      3 * 1_600,
    );
    expect(images.estimated_output_tokens! - bare.estimated_output_tokens!).toBe(3 * 300);
  });

  it("follows the length of the tenant's prompts", () => {
    const longer = {
      ...defaultPrompts,
      strategy: {
        investment_analysis: `${defaultPrompts.strategy.investment_analysis}\n${'More detail. '.repeat(400)}`,
      },
    };
    const difference =
      estimateAiCost(openAi(), property({ prompts: longer })).estimated_input_tokens! -
      estimateAiCost(openAi(), property()).estimated_input_tokens!;
    // Four characters a token, rounded up once per prompt.
    expect(Math.abs(difference - ('More detail. '.repeat(400).length + 1) / 4)).toBeLessThanOrEqual(
      1,
    );
  });

  it('has no price for a local server, a model not listed, or an unlisted vision model', () => {
    const local = estimateAiCost(
      openAi('gpt-4o-mini', { AI_BASE_URL: 'http://localhost:11434/v1' }),
      property(),
    );
    expect(local.estimated_input_tokens).toBeGreaterThan(0);
    expect(local.estimated_cost_gbp).toBeNull();
    expect(estimateAiCost(openAi('llama3.1:8b'), property()).estimated_cost_gbp).toBeNull();
    const withVision = openAi('gpt-4o-mini', { AI_VISION_MODEL: 'llava:13b' });
    expect(estimateAiCost(withVision, property()).estimated_cost_gbp).not.toBeNull();
    expect(estimateAiCost(withVision, property({ imageCount: 1 })).estimated_cost_gbp).toBeNull();
  });

  it("allows for the engine's lines as a typical analysis writes them", () => {
    for (const part of analysisParts) {
      const measured =
        writeFigureLines(londonFlatAnalysis, part).length +
        writeEngineAssessment(londonFlatAnalysis, part).length;
      expect(Math.abs(ENGINE_LINES_CHARACTERS[part] - measured) / measured, part).toBeLessThan(
        0.25,
      );
    }
  });
});

describe('costOfTokens', () => {
  it("prices the tokens a provider counted at the model's listed price, in pounds", () => {
    const price = AI_PRICE_TABLE.prices.anthropic.find(
      (entry) => entry.model === 'claude-haiku-4-5',
    )!;
    const tokens = { input: 200_000, output: 10_000 };
    expect(costOfTokens(anthropic('claude-haiku-4-5'), 'claude-haiku-4-5', tokens)).toBeCloseTo(
      ((200_000 * price.inputUsdPerMillion + 10_000 * price.outputUsdPerMillion) / 1e6) *
        AI_PRICE_TABLE.gbpPerUsd,
      10,
    );
    expect(costOfTokens(openAi(), 'gpt-4o-mini', null)).toBe(0);
  });

  it('knows no cost unless both configured models have a price, so a run is priced whole or not at all', () => {
    const local = openAi('gpt-4o-mini', { AI_BASE_URL: 'http://localhost:11434/v1' });
    expect(costOfTokens(local, 'gpt-4o-mini', { input: 100, output: 10 })).toBeNull();
    const withVision = openAi('gpt-4o-mini', { AI_VISION_MODEL: 'llava:13b' });
    expect(costOfTokens(withVision, 'gpt-4o-mini', { input: 100, output: 10 })).toBeNull();
  });
});

describe('findModelPrice', () => {
  it('finds a listed model, its dated snapshots and aliases, and nothing else', () => {
    const ai = openAi();
    expect(findModelPrice(ai, 'gpt-4o')?.model).toBe('gpt-4o');
    expect(findModelPrice(ai, 'gpt-4o-2024-08-06')?.model).toBe('gpt-4o');
    expect(findModelPrice(ai, 'gpt-4o-mini-2024-07-18')?.model).toBe('gpt-4o-mini');
    expect(findModelPrice(ai, 'gpt-4o-audio-preview')).toBeNull();
    const claude = anthropic('claude-sonnet-4-5');
    expect(findModelPrice(claude, 'claude-sonnet-4-5-20250929')?.model).toBe('claude-sonnet-4-5');
    expect(findModelPrice(claude, 'claude-opus-4-1-20250805')?.model).toBe('claude-opus-4-1');
    expect(findModelPrice(claude, 'claude-sonnet-4-0')?.model).toBe('claude-sonnet-4');
    expect(findModelPrice(claude, 'gpt-4o')).toBeNull();
  });

  it("applies list prices only at the provider's own service", () => {
    expect(
      findModelPrice(
        anthropic('claude-sonnet-4-5', { AI_BASE_URL: 'https://proxy.example.com/v1' }),
        'claude-sonnet-4-5',
      ),
    ).toBeNull();
    expect(
      findModelPrice(openAi('gpt-4o', { AI_BASE_URL: 'https://my-vllm.example.com/v1' }), 'gpt-4o'),
    ).toBeNull();
  });
});
