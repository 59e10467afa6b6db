import type { AnalysisPart, AnalysisStepName } from '@plotwise/contracts';
import {
  builtInNarrativeWriter,
  computeAnalysis,
  headlineOf,
  storePartResult,
  type NarrativeRequest,
  type NarrativeWriter,
} from '../../analysis/analysis.service.ts';
import { readUploadedImages } from '../../documents/images.service.ts';
import { MOST_PHOTOS_DESCRIBED, outcomeOfAiWork } from './ai-work.ts';
import type { StepContext, StepDeps, WorkflowStep } from './workflow-step.ts';

const NARRATIVE_FALLBACK_NOTE =
  'The AI provider did not answer, so the built-in narrative stands for part of this analysis.';
/** The part whose prompt looks at the photos: they are described once a run, for it (docs/product/ai.md, "Looking at images"). */
const PART_THAT_SEES_IMAGES: AnalysisPart = 'refurbishment';

async function writeNarrative(
  context: StepContext,
  writer: NarrativeWriter,
  request: NarrativeRequest,
) {
  try {
    return await writer.write(request);
  } catch (error) {
    // The figures are the engine's either way; on the last attempt the built-in words stand in.
    if (!context.isLastAttempt || writer === builtInNarrativeWriter) throw error;
    return { ...(await builtInNarrativeWriter.write(request)), note: NARRATIVE_FALLBACK_NOTE };
  }
}

/** {image_descriptions}: what the run's vision model sees in the property's uploaded photos; null without a model or photos. */
async function describePhotos(deps: StepDeps, context: StepContext, request: NarrativeRequest) {
  const describe = context.ai?.describeImages;
  if (!describe) return null;
  const images = await readUploadedImages(deps.documents, context, MOST_PHOTOS_DESCRIBED);
  if (images.length === 0) return null;
  return describe({ tenantId: context.tenantId, property: request.property, images });
}

/**
 * A part of the analysis: the engine computes the whole analysis from the property, its assumptions,
 * market data and document findings (a few milliseconds), and the step stores its part with a
 * narrative in words (docs/product/analysis.md), the run's language model's when it has one.
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
      const request = await narrativeRequest(part, context.ai !== null);
      const photos =
        part === PART_THAT_SEES_IMAGES ? await describePhotos(deps, context, request) : null;
      const written = await writeNarrative(context, context.ai?.writer ?? builtInNarrativeWriter, {
        ...request,
        imageDescriptions: photos?.text ?? '',
      });
      await storePartResult(deps.analysis.db, ref, {
        part,
        runId: context.runId,
        analysis,
        narrative: written.narrative,
      });
      return {
        // The narrative is the model's when its source says so (docs/decisions/0156-what-a-run-records-of-its-ai.md).
        ...outcomeOfAiWork([{ ...written, answered: written.narrative.source === 'ai' }, photos]),
        headline: headlineOf(part, analysis),
        engineVersion: analysis.engine_version,
      };
    },
  };
}

// Legal reads the documents' findings; refurbishment and strategy also the market's value and rent.
export const legalStep = partStep('legal', ['documents']);
export const refurbishmentStep = partStep('refurbishment', ['documents', 'market']);
export const strategyStep = partStep('strategy', ['documents', 'market']);
