import { analyseProperty, mergeAssumptions } from '@plotwise/engine';
import { describe, expect, it } from 'vitest';
import { leedsInput, makeAnalysisResponse } from '../testing/analysis-fixtures';
import { previewAnalysis } from './preview-analysis';

describe('previewAnalysis', () => {
  const saved = makeAnalysisResponse();

  it('shows the saved parts while nothing is changed', () => {
    const shown = previewAnalysis(saved, {});
    expect(shown.isPreview).toBe(false);
    expect(shown.strategy).toBe(saved.strategy!.result);
    expect(previewAnalysis(saved, null).legal).toBe(saved.legal!.result);
  });

  it('runs the engine over the saved input with the change, in the browser', () => {
    const shown = previewAnalysis(saved, { deposit_pct: 40 });
    const expected = analyseProperty({
      ...leedsInput,
      assumptions: mergeAssumptions(leedsInput.assumptions, { deposit_pct: 40 }),
    });
    expect(shown.isPreview).toBe(true);
    expect(shown.strategy).toEqual(expected.strategy);
    expect(shown.strategy!.figures.deposit.value).toBe(80_000);
    expect(shown.strategy!.figures.monthly_cash_flow.value).toBeGreaterThan(
      saved.strategy!.result.figures.monthly_cash_flow.value,
    );
  });
});
