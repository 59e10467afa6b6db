import type {
  AnalysisEngine,
  AnalysisNarrative,
  AnalysisPart,
  PropertyAnalysis,
} from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import { getPrompts } from '../prompts/prompts.service.ts';
import type { AiClient } from './ai-client.ts';
import { AI_NOTES } from './ai-notes.ts';
import { addTokens, type Tokens } from './ai-tokens.ts';
import { generateAnswer } from './generate-answer.ts';
import {
  narrativeAnswerSchema,
  narrativeSystemPrompt,
  narrativeUserPrompt,
  writeNarrativeText,
} from './narrative-prompt.ts';
import { collectKnownNumbers, findUnverifiedNumbers } from './unverified-numbers.ts';

export { createAiClient, type AiClient, type AiSettings } from './ai-client.ts';
export { checkAiReachable } from './ai-health.ts';
export { estimateAiCost, type AiCostInput } from './ai-cost.ts';
export {
  findDocumentFindingsWithAi,
  type AiDocumentInput,
  type AiDocumentFindings,
} from './document-findings.ts';
export {
  describeImages,
  type AiImage,
  type AiImagesInput,
  type AiImageDescriptions,
} from './image-descriptions.ts';
export type { Tokens } from './ai-tokens.ts';

/** What a step asks a narrative writer for: one part of the analysis, with the material it was worked out from. */
export type NarrativeRequest = {
  tenantId: string;
  part: AnalysisPart;
  analysis: PropertyAnalysis;
  property: { address: string; price: number; property_type: string; bedrooms: number };
  documentContent: string;
  imageDescriptions: string;
  marketData: string;
};
/** The port the analysis steps write narratives through: the built-in writer, or a language model's. */
export type NarrativeWriter = {
  engine: AnalysisEngine;
  model: string | null;
  write(
    request: NarrativeRequest,
  ): Promise<{ narrative: AnalysisNarrative; tokens: { input: number; output: number } | null }>;
};

/** The AI writer's answer: the port's, plus why the built-in narrative stood in, for the run's note. */
export type AiNarrativeResult = {
  narrative: AnalysisNarrative;
  tokens: Tokens | null;
  note: string | null;
};
/** A NarrativeWriter whose answers also carry the note. */
export type AiNarrativeWriter = Omit<NarrativeWriter, 'write'> & {
  write(request: NarrativeRequest): Promise<AiNarrativeResult>;
};

export type AiNarrativeWriterDeps = {
  ai: AiClient;
  db: Db;
  /** The built-in writer, whose narrative stands when the model gives no usable answer. */
  fallback: NarrativeWriter;
};

/**
 * Narratives by the configured language model, following the tenant's prompt for the part, with
 * the engine's figures as the only numbers it may use; numbers it writes that match none are
 * listed as unverified (docs/product/ai.md, docs/decisions/0109-numbers-from-the-engine.md).
 */
export function createAiNarrativeWriter({
  ai,
  db,
  fallback,
}: AiNarrativeWriterDeps): AiNarrativeWriter {
  return {
    engine: 'builtin_with_ai',
    model: ai.model,
    async write(request) {
      const { prompts } = await getPrompts(db, request.tenantId);
      const outcome = await generateAnswer({
        ai,
        use: 'text',
        system: narrativeSystemPrompt(request.part),
        messages: [{ role: 'user', content: narrativeUserPrompt(prompts, request) }],
        schema: narrativeAnswerSchema,
      });
      if (!outcome.ok) {
        const builtin = await fallback.write(request);
        return {
          narrative: builtin.narrative,
          tokens: addTokens(outcome.tokens, builtin.tokens),
          note: AI_NOTES.narrative(request.part, outcome.failure),
        };
      }
      const text = writeNarrativeText(outcome.answer);
      const known = collectKnownNumbers(
        request.analysis,
        request.property,
        request.documentContent,
        request.marketData,
      );
      return {
        narrative: {
          text,
          source: 'ai',
          model: ai.model,
          unverified_numbers: findUnverifiedNumbers(text, known),
        },
        tokens: outcome.tokens,
        note: null,
      };
    },
  };
}
