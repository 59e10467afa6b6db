import {
  analysisParts,
  fillPromptVariables,
  type AnalysisPart,
  type CostEstimate,
  type PromptMap,
} from '@plotwise/contracts';
import type { AiClient } from './ai-client.ts';
import { AI_PRICE_TABLE, findModelPrice } from './ai-prices.ts';
import { PAGE_BATCH_CHARACTERS } from './document-findings.ts';
import { FINDINGS_SYSTEM_PROMPT } from './finding-instructions.ts';
import { IMAGE_SYSTEM_PROMPT } from './image-descriptions.ts';
import { narrativeSystemPrompt, promptOfPart } from './narrative-prompt.ts';

export type AiCostInput = {
  /** The tenant's prompts (custom or default), whose lengths drive most of the input. */
  prompts: PromptMap;
  /** {document_content}: the property's read documents' text, and how many documents there are. */
  documentText: string;
  documentCount: number;
  imageCount: number;
  /** {market_data} when the property has it; a typical length otherwise. */
  marketDataText?: string;
};

/** OpenAI's rule of thumb for English: about four characters a token. */
const CHARACTERS_PER_TOKEN = 4;
/** Lengths of the engine's figure and assessment lines per part, measured on typical analyses (a three-bed semi, a two-bed flat). */
export const ENGINE_LINES_CHARACTERS: Record<AnalysisPart, number> = {
  legal: 2_600,
  refurbishment: 2_000,
  strategy: 13_300,
};
/** A typical {market_data} and one image's description, in characters. */
const MARKET_DATA_CHARACTERS = 2_000;
const IMAGE_DESCRIPTION_CHARACTERS = 400;
/** An image of about 1,200 × 1,000 pixels: Anthropic counts width × height / 750; OpenAI's high detail is less. */
const IMAGE_INPUT_TOKENS = 1_600;
/** What each answer costs to write: a narrative, one batch of findings, one image's description. */
const OUTPUT_TOKENS = { narrative: 800, documentBatch: 1_000, image: 300 } as const;
/** Address, price, type and bedrooms as a prompt writes them. */
const PROPERTY_VARIABLES = {
  address: 'x'.repeat(50),
  price: '350000',
  property_type: 'semi_detached',
  bedrooms: '3',
  filename: 'x'.repeat(30),
};

const tokens = (characters: number) => Math.ceil(characters / CHARACTERS_PER_TOKEN);

function narrativeInputCharacters(input: AiCostInput, part: AnalysisPart): number {
  const prompt = fillPromptVariables(promptOfPart(input.prompts, part), {
    ...PROPERTY_VARIABLES,
    document_content: input.documentText,
    market_data: input.marketDataText ?? 'x'.repeat(MARKET_DATA_CHARACTERS),
    image_descriptions: 'x'.repeat(IMAGE_DESCRIPTION_CHARACTERS * input.imageCount),
    legal_risk_level: 'medium',
    refurb_costs: 'x'.repeat(60),
  });
  return narrativeSystemPrompt(part).length + prompt.length + ENGINE_LINES_CHARACTERS[part];
}

type TokenCount = { input: number; output: number };

/** The tokens one run would use: three narratives and the documents read in batches (main model), each image looked at once (vision model). */
function estimateRunTokens(input: AiCostInput): { text: TokenCount; vision: TokenCount } {
  const batches =
    input.documentText.length > 0
      ? Math.max(input.documentCount, Math.ceil(input.documentText.length / PAGE_BATCH_CHARACTERS))
      : 0;
  const documentPrompt =
    fillPromptVariables(input.prompts.legal.document_vision_prompt, PROPERTY_VARIABLES).length +
    FINDINGS_SYSTEM_PROMPT.length;
  const imagePrompt =
    fillPromptVariables(input.prompts.refurb.image_analysis_prompt, PROPERTY_VARIABLES).length +
    IMAGE_SYSTEM_PROMPT.length;
  const narratives = analysisParts.reduce(
    (sum, part) => sum + tokens(narrativeInputCharacters(input, part)),
    0,
  );
  return {
    text: {
      input: narratives + tokens(batches * documentPrompt + input.documentText.length),
      output:
        analysisParts.length * OUTPUT_TOKENS.narrative + batches * OUTPUT_TOKENS.documentBatch,
    },
    vision: {
      input: input.imageCount * (tokens(imagePrompt) + IMAGE_INPUT_TOKENS),
      output: input.imageCount * OUTPUT_TOKENS.image,
    },
  };
}

/** Pounds for `count` tokens of `model`; null when its price is not known. */
function priceInPounds(ai: AiClient, model: string, count: TokenCount): number | null {
  if (count.input === 0 && count.output === 0) return 0;
  const price = findModelPrice(ai, model);
  if (!price) return null;
  return (
    ((count.input * price.inputUsdPerMillion + count.output * price.outputUsdPerMillion) / 1e6) *
    AI_PRICE_TABLE.gbpPerUsd
  );
}

/**
 * What tokens a provider counted cost in pounds, for the run's record: 0 when it counted none, and
 * null unless both configured models have a price (a local model), so a run's cost is whole or unknown.
 */
export function costOfTokens(
  ai: AiClient,
  model: string,
  tokens: TokenCount | null,
): number | null {
  if (!findModelPrice(ai, ai.model) || !findModelPrice(ai, ai.visionModel)) return null;
  return priceInPounds(ai, model, tokens ?? { input: 0, output: 0 });
}

/**
 * The AI share of GET …/cost-estimate: tokens a run would use, from the prompts' lengths and the
 * property's documents, and their price in pounds (to the penny) from the dated price table; null
 * where a model's price is not known, as for a local model (docs/product/ai.md, "Cost").
 */
export function estimateAiCost(ai: AiClient | null, input: AiCostInput): CostEstimate['ai'] {
  if (!ai)
    return {
      configured: false,
      provider: null,
      model: null,
      estimated_input_tokens: null,
      estimated_output_tokens: null,
      estimated_cost_gbp: null,
    };
  const run = estimateRunTokens(input);
  const text = priceInPounds(ai, ai.model, run.text);
  const vision = priceInPounds(ai, ai.visionModel, run.vision);
  return {
    configured: true,
    provider: ai.provider,
    model: ai.model,
    estimated_input_tokens: run.text.input + run.vision.input,
    estimated_output_tokens: run.text.output + run.vision.output,
    estimated_cost_gbp:
      text === null || vision === null ? null : Math.round((text + vision) * 100) / 100,
  };
}
