import type { AnalysisNarrative } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import type {
  AiWork,
  AnalysisAi,
  NarrativeRequest,
  NarrativeWriter,
} from '../analysis/analysis.service.ts';
import { getPrompts } from '../prompts/prompts.service.ts';
import { createAiClient, type AiClient, type AiSettings } from './ai-client.ts';
import { costOfTokens, estimateAiCost } from './ai-cost.ts';
import { checkAiReachable } from './ai-health.ts';
import { AI_NOTES } from './ai-notes.ts';
import { findDocumentFindingsWithAi } from './document-findings.ts';
import { describeImages } from './image-descriptions.ts';
import { addTokens } from './ai-tokens.ts';
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
export { findDocumentFindingsWithAi, type AiDocumentFindings } from './document-findings.ts';
export { describeImages, type AiImageDescriptions } from './image-descriptions.ts';
export type { Tokens } from './ai-tokens.ts';
/** The analysis's port, which this module's functions implement (docs/decisions/0154-ai-in-the-module-graph.md). */
export type {
  AiDocumentInput,
  AiImage,
  AiImagesInput,
  AiWork,
  NarrativeRequest,
  NarrativeWriter,
  PromptProperty,
} from '../analysis/analysis.service.ts';

/** The AI writer's answer: the port's narrative, with what the model's work cost and, where it gave no usable answer, why. */
export type AiNarrativeResult = AiWork & { narrative: AnalysisNarrative };
/** A NarrativeWriter whose answers always carry the model's work. */
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
          costGbp: costOfTokens(ai, ai.model, outcome.tokens),
          answered: false,
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
        costGbp: costOfTokens(ai, ai.model, outcome.tokens),
        answered: true,
        note: null,
      };
    },
  };
}

/**
 * The configured language model behind the analysis's port, or null when AI_PROVIDER is not set:
 * the built-in engine then works alone (docs/product/ai.md). Built once, by app.ts.
 */
export function createAnalysisAi(
  settings: AiSettings,
  { db, fallback }: Omit<AiNarrativeWriterDeps, 'ai'>,
): AnalysisAi | null {
  const ai = createAiClient(settings);
  if (!ai) return null;
  return {
    provider: ai.provider,
    writer: createAiNarrativeWriter({ ai, db, fallback }),
    async estimateRun({ tenantId, documentCharacters, documentCount, imageCount }) {
      const { prompts } = await getPrompts(db, tenantId);
      // The estimate goes by lengths only, so a stand-in of the documents' length serves.
      const estimate = estimateAiCost(ai, {
        prompts,
        documentText: 'x'.repeat(documentCharacters),
        documentCount,
        imageCount,
      });
      return {
        inputTokens: estimate.estimated_input_tokens ?? 0,
        outputTokens: estimate.estimated_output_tokens ?? 0,
        costGbp: estimate.estimated_cost_gbp,
      };
    },
    checkReachable: async () => (await checkAiReachable(ai)) === true,
    readDocument: (input) => findDocumentFindingsWithAi({ ai, db }, input),
    describeImages: (input) => describeImages({ ai, db }, input),
  };
}
