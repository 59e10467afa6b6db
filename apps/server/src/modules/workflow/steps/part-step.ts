import type { AnalysisPart, AnalysisStepName } from '@plotwise/contracts';
import {
  builtInNarrativeWriter,
  computeAnalysis,
  headlineOf,
  storePartResult,
} from '../../analysis/analysis.service.ts';
import type { StepContext, WorkflowStep } from './workflow-step.ts';

const NARRATIVE_FALLBACK_NOTE =
  'The AI provider did not answer, so the built-in narrative stands for part of this analysis.';

async function writeNarrative(
  context: StepContext,
  request: Parameters<StepContext['writer']['write']>[0],
) {
  try {
    return { ...(await context.writer.write(request)), note: undefined };
  } catch (error) {
    // The figures are the engine's either way; on the last attempt the built-in words stand in.
    if (!context.isLastAttempt || context.writer === builtInNarrativeWriter) throw error;
    return { ...(await builtInNarrativeWriter.write(request)), note: NARRATIVE_FALLBACK_NOTE };
  }
}

/**
 * A part of the analysis: the engine computes the whole analysis from the property, its assumptions,
 * market data and document findings (a few milliseconds), and the step stores its part with a
 * narrative in words (docs/product/analysis.md).
 */
function partStep(part: AnalysisPart, after: readonly AnalysisStepName[]): WorkflowStep {
  return {
    name: part,
    after,
    expireInSeconds: 5 * 60,
    heavy: false,
    async run(deps, context) {
      const ref = { tenantId: context.tenantId, propertyId: context.propertyId };
      const { analysis, narrativeRequest } = await computeAnalysis(deps.analysis, ref);
      const written = await writeNarrative(
        context,
        await narrativeRequest(part, context.writer !== builtInNarrativeWriter),
      );
      await storePartResult(deps.analysis.db, ref, {
        part,
        runId: context.runId,
        analysis,
        narrative: written.narrative,
      });
      return {
        tokens: written.tokens,
        headline: headlineOf(part, analysis),
        engineVersion: analysis.engine_version,
        note: written.note,
      };
    },
  };
}

// Legal reads the documents' findings; refurbishment and strategy also the market's value and rent.
export const legalStep = partStep('legal', ['documents']);
export const refurbishmentStep = partStep('refurbishment', ['documents', 'market']);
export const strategyStep = partStep('strategy', ['documents', 'market']);
