import type { LegalAnalysis, RefurbishmentAnalysis, StrategyAnalysis } from '@plotwise/contracts';
import { formatFigureValue } from '../../../lib/format-figure';
import { RISK_LABELS } from '../messages';

/** One line per part, from its figures, so it follows the figures as the user changes assumptions. */
export function strategyVerdict({ risk, figures }: StrategyAnalysis): string {
  const cashFlow = figures.monthly_cash_flow.value;
  return `${RISK_LABELS[risk.level]} investment risk: gross yield ${formatFigureValue(figures.gross_yield_pct)}, ${cashFlow >= 0 ? 'positive' : 'negative'} monthly cash flow of ${formatFigureValue(figures.monthly_cash_flow)}.`;
}

export function legalVerdict({ risk_level, risks }: LegalAnalysis): string {
  const points = risks.length === 1 ? '1 point to check' : `${risks.length} points to check`;
  return `${RISK_LABELS[risk_level]} legal risk: ${risks.length ? points : 'nothing stood out'}.`;
}

export function refurbishmentVerdict({ spec, figures }: RefurbishmentAnalysis): string {
  return `Works at ${spec} specification: about ${formatFigureValue(figures.works_total)} over ${formatFigureValue(figures.duration_weeks)}.`;
}
