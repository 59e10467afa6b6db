import type { LegalAnalysis, MarketComparison, Risk, RiskLevel, StressTest } from '@plotwise/contracts';
import { figure } from '../core/figure.ts';
import { formatPercent, formatPounds } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import type { RentSource } from './rent.ts';

/** What the score weighs and how much (docs/product/analysis-rules.md, "Risk score"): higher is riskier. */
export const RISK_POINTS = {
  negativeCashFlow: 25,
  stressTestFails: 20,
  legalHigh: 20,
  legalMedium: 10,
  priceAboveRange: 15,
  highLoanToValue: 10,
  yieldBelowRegion: 10,
  largeWorks: 10,
  priceAboveLocalAverage: 5,
  rentEstimated: 5,
};
export const RISK_LIMITS = { loanToValuePct: 80, yieldPointsBelowRegion: 1, worksShareOfPrice: 0.2, aboveLocalAveragePct: 20 };
const levelOfScore = (score: number): RiskLevel => (score >= 60 ? 'high' : score >= 30 ? 'medium' : 'low');

export type RiskSignals = {
  monthlyCashFlow: number;
  stress: StressTest;
  legal: LegalAnalysis;
  market: MarketComparison | null;
  loanToValuePct: number;
  worksTotal: number;
  rentSource: RentSource;
};

/** A 0-100 risk score from the signals that worry an investor, each reason carrying its points. */
export function riskScore(context: AnalysisContext, s: RiskSignals) {
  const reasons: Risk[] = [];
  const add = (code: string, level: RiskLevel, points: number, reason: string) => reasons.push({ code, level, reason, points });
  if (s.monthlyCashFlow < 0) add('negative_cash_flow', 'high', RISK_POINTS.negativeCashFlow, `The rent does not cover the costs: ${formatPounds(s.monthlyCashFlow)} a month.`);
  if (!s.stress.passes) add('stress_test_fails', 'high', RISK_POINTS.stressTestFails, 'The rent does not pass the lender’s stress test at this loan.');
  if (s.legal.risk_level === 'high') add('legal_high', 'high', RISK_POINTS.legalHigh, 'The legal review found high risks.');
  if (s.legal.risk_level === 'medium') add('legal_medium', 'medium', RISK_POINTS.legalMedium, 'The legal review found points to check.');
  if (s.market?.position_in_estimated_range === 'above') add('price_above_range', 'high', RISK_POINTS.priceAboveRange, 'The price is above the estimated value range.');
  if (s.loanToValuePct > RISK_LIMITS.loanToValuePct) add('high_loan_to_value', 'medium', RISK_POINTS.highLoanToValue, `Borrowing ${formatPercent(s.loanToValuePct)} of the price leaves little room if prices fall.`);
  const yieldGap = s.market?.gross_yield_vs_region_points?.value;
  if (yieldGap !== undefined && yieldGap < -RISK_LIMITS.yieldPointsBelowRegion) add('yield_below_region', 'medium', RISK_POINTS.yieldBelowRegion, `The gross yield is ${formatPercent(-yieldGap)} points below the regional average.`);
  if (s.worksTotal > context.price * RISK_LIMITS.worksShareOfPrice) add('large_works', 'medium', RISK_POINTS.largeWorks, `Works of ${formatPounds(s.worksTotal)} are over a fifth of the price.`);
  const aboveAverage = s.market?.price_vs_local_average_pct?.value;
  if (aboveAverage !== undefined && aboveAverage > RISK_LIMITS.aboveLocalAveragePct) add('price_above_local_average', 'low', RISK_POINTS.priceAboveLocalAverage, `The price is ${formatPercent(aboveAverage)} above the local average.`);
  if (s.rentSource === 'regional_yield') add('rent_estimated', 'low', RISK_POINTS.rentEstimated, 'The rent is estimated from the regional yield: check local rents.');
  const score = Math.min(100, reasons.reduce((total, reason) => total + (reason.points ?? 0), 0));
  return {
    score: figure('score', score, { label: 'Risk score', method: 'Points for each reason listed, out of 100; higher is riskier.', source: { name: 'Plotwise risk rules' }, as_of: context.today }),
    level: levelOfScore(score),
    reasons,
  };
}
