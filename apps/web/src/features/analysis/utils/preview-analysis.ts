import type {
  AssumptionsPatch,
  LegalAnalysis,
  PropertyAnalysisResponse,
  RefurbishmentAnalysis,
  StrategyAnalysis,
} from '@plotwise/contracts';
import { analyseProperty, mergeAssumptions } from '@plotwise/engine';
import { isEmptyPatch } from './assumption-draft';

/** The three parts the tab shows; a part never computed is null. */
export type ShownAnalysis = {
  strategy: StrategyAnalysis | null;
  legal: LegalAnalysis | null;
  refurbishment: RefurbishmentAnalysis | null;
  /** True when the figures are the browser's, with changes not saved yet. */
  isPreview: boolean;
};

/**
 * The saved parts, or, with unsaved changes, the engine run in the browser over the same input the
 * server would read (docs/decisions/0160-recalculating-in-the-browser.md): no request per keystroke.
 */
export function previewAnalysis(
  saved: PropertyAnalysisResponse,
  patch: AssumptionsPatch | null,
): ShownAnalysis {
  if (!patch || isEmptyPatch(patch)) {
    return {
      strategy: saved.strategy?.result ?? null,
      legal: saved.legal?.result ?? null,
      refurbishment: saved.refurbishment?.result ?? null,
      isPreview: false,
    };
  }
  const analysis = analyseProperty({
    ...saved.input,
    assumptions: mergeAssumptions(saved.assumptions, patch),
  });
  return { ...analysis, isPreview: true };
}
