import type { AnalysisPart } from '@plotwise/contracts';
import type { AiFailure } from './generate-answer.ts';
import { PART_TITLES } from './narrative-prompt.ts';

/** The lines a run shows when the model could not do its share (the run's `note`); the built-in engine's work stands. */
export const AI_NOTES = {
  narrative: (part: AnalysisPart, failure: AiFailure) =>
    `The AI model did not write the ${PART_TITLES[part]} narrative (${failure.detail}), so the built-in narrative stands.`,
  document: (filename: string, failure: AiFailure) =>
    `The AI model did not finish reading ${filename} (${failure.detail}); the built-in reader's findings stand.`,
  images: (failed: { filename: string; failure: AiFailure }[], total: number) =>
    `The AI model could not describe ${failed.length} of ${total} image${total === 1 ? '' : 's'} (${failed.map(({ filename, failure }) => `${filename}: ${failure.detail}`).join('; ')}).`,
} as const;
