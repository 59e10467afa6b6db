import type { AiWork } from '../../analysis/analysis.service.ts';
import type { StepOutcome } from './workflow-step.ts';

/** At most this many of a property's uploaded photos are shown to the vision model in a run, in upload order (docs/product/ai.md). */
export const MOST_PHOTOS_DESCRIBED = 12;

/**
 * The AI provider's pieces of work in a step as the step's outcome: tokens and cost added up (a cost
 * stays null when no price was known), used when any answer was, the reasons given where not.
 */
export function outcomeOfAiWork(
  works: (Partial<AiWork> | null)[],
): Pick<StepOutcome, 'tokens' | 'costGbp' | 'aiAnswered' | 'note'> {
  const done = works.filter((work) => work !== null);
  const tokens = done.flatMap((work) => (work.tokens ? [work.tokens] : []));
  const costs = done.flatMap((work) => (typeof work.costGbp === 'number' ? [work.costGbp] : []));
  const notes = done.flatMap((work) => (work.note ? [work.note] : []));
  return {
    tokens:
      tokens.length === 0
        ? null
        : {
            input: tokens.reduce((sum, count) => sum + count.input, 0),
            output: tokens.reduce((sum, count) => sum + count.output, 0),
          },
    costGbp: costs.length === 0 ? null : costs.reduce((sum, cost) => sum + cost, 0),
    aiAnswered: done.some((work) => work.answered === true),
    note: notes.length === 0 ? undefined : notes.join(' '),
  };
}
