import type { AiClient } from './ai-client.ts';

type ModelPrice = { model: string; inputUsdPerMillion: number; outputUsdPerMillion: number };
/** Whose published prices apply: only a provider's own service charges its list price. */
type PricedProvider = 'openai' | 'anthropic';

/**
 * Published API prices, US dollars per million tokens, standard tier, as listed on the providers'
 * pricing pages on the date below, and the rate that turns them into pounds. Transcribed by hand:
 * re-check both before relying on an estimate (docs/decisions/0152-ai-cost-estimate.md).
 */
export const AI_PRICE_TABLE = {
  as_of: '2025-11-01',
  sources: {
    openai: 'https://openai.com/api/pricing/',
    anthropic: 'https://www.anthropic.com/pricing#api',
  },
  /** Pounds per US dollar: about $1.31 to the pound (Bank of England spot rates, autumn 2025). */
  gbpPerUsd: 0.76,
  prices: {
    openai: [
      { model: 'gpt-5', inputUsdPerMillion: 1.25, outputUsdPerMillion: 10 },
      { model: 'gpt-5-mini', inputUsdPerMillion: 0.25, outputUsdPerMillion: 2 },
      { model: 'gpt-5-nano', inputUsdPerMillion: 0.05, outputUsdPerMillion: 0.4 },
      { model: 'gpt-4.1', inputUsdPerMillion: 2, outputUsdPerMillion: 8 },
      { model: 'gpt-4.1-mini', inputUsdPerMillion: 0.4, outputUsdPerMillion: 1.6 },
      { model: 'gpt-4.1-nano', inputUsdPerMillion: 0.1, outputUsdPerMillion: 0.4 },
      { model: 'gpt-4o', inputUsdPerMillion: 2.5, outputUsdPerMillion: 10 },
      { model: 'gpt-4o-mini', inputUsdPerMillion: 0.15, outputUsdPerMillion: 0.6 },
      { model: 'o3', inputUsdPerMillion: 2, outputUsdPerMillion: 8 },
      { model: 'o4-mini', inputUsdPerMillion: 1.1, outputUsdPerMillion: 4.4 },
    ],
    anthropic: [
      { model: 'claude-opus-4-5', inputUsdPerMillion: 5, outputUsdPerMillion: 25 },
      { model: 'claude-opus-4-1', inputUsdPerMillion: 15, outputUsdPerMillion: 75 },
      { model: 'claude-opus-4', inputUsdPerMillion: 15, outputUsdPerMillion: 75 },
      { model: 'claude-sonnet-4-5', inputUsdPerMillion: 3, outputUsdPerMillion: 15 },
      { model: 'claude-sonnet-4', inputUsdPerMillion: 3, outputUsdPerMillion: 15 },
      { model: 'claude-3-7-sonnet', inputUsdPerMillion: 3, outputUsdPerMillion: 15 },
      { model: 'claude-haiku-4-5', inputUsdPerMillion: 1, outputUsdPerMillion: 5 },
      { model: 'claude-3-5-haiku', inputUsdPerMillion: 0.8, outputUsdPerMillion: 4 },
      { model: 'claude-3-haiku', inputUsdPerMillion: 0.25, outputUsdPerMillion: 1.25 },
    ],
  } satisfies Record<PricedProvider, ModelPrice[]>,
} as const;

/** What may follow a listed name and still be that model: a dated snapshot or an alias ("-20250929", "-2024-08-06", "-latest", "-0"). */
const SNAPSHOT_SUFFIX = /^(?:-\d{8}|-\d{4}-\d{2}-\d{2}|-latest|-0)?$/;

function pricedProvider(ai: AiClient): PricedProvider | null {
  const host = new URL(ai.baseUrl).hostname;
  if (ai.provider === 'anthropic') return host === 'api.anthropic.com' ? 'anthropic' : null;
  return host === 'api.openai.com' ? 'openai' : null;
}

/** The listed price of a model at its provider's own service; null for a local or self-hosted server, or a model not listed. */
export function findModelPrice(ai: AiClient, model: string): ModelPrice | null {
  const provider = pricedProvider(ai);
  if (!provider) return null;
  return (
    AI_PRICE_TABLE.prices[provider].find(
      (price) =>
        model.startsWith(price.model) && SNAPSHOT_SUFFIX.test(model.slice(price.model.length)),
    ) ?? null
  );
}
