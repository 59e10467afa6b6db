import type { StressTest } from '@plotwise/contracts';
import { figure, gbp, percent } from '../core/figure.ts';
import { formatPercent, formatPounds } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';

/**
 * The buy-to-let lender's test: the rent must cover the interest at a stressed rate (the higher of
 * 5.5% and the product rate plus 2 points) by 125% for basic-rate taxpayers and companies, 145% for
 * higher-rate taxpayers (docs/product/analysis-rules.md, "Lender stress test").
 */
export const STRESS = { floorRatePct: 5.5, addPoints: 2, basicRateCover: 1.25, higherRateCover: 1.45 };
const SOURCE = { name: 'PRA Supervisory Statement SS13/16 (buy-to-let underwriting) and lenders’ published criteria' };

export function stressTest(context: AnalysisContext, monthlyRent: number, loan: number): StressTest {
  const { assumptions: a, today } = context;
  const stressedRate = Math.max(STRESS.floorRatePct, a.mortgage_rate_pct + STRESS.addPoints);
  const annualRent = monthlyRent * 12;
  const stressedInterest = (loan * stressedRate) / 100;
  const cover = stressedInterest > 0 ? annualRent / stressedInterest : 0;
  const meta = (label: string, method: string) => ({ label, method, source: SOURCE, as_of: today });
  const check = (taxpayer: 'basic_rate' | 'higher_rate', required: number) => ({
    taxpayer,
    required_ratio: figure('ratio', required, meta(`Required cover (${taxpayer.replace('_', '-')} taxpayer)`, `Rent at least ${Math.round(required * 100)}% of the stressed interest.`)),
    max_loan: gbp(annualRent / (required * (stressedRate / 100)), meta('Largest loan the rent supports', `Annual rent ${formatPounds(annualRent)} / (${Math.round(required * 100)}% × ${formatPercent(stressedRate)}).`)),
    passes: loan === 0 || cover >= required,
  });
  const checks = [check('basic_rate', STRESS.basicRateCover), check('higher_rate', STRESS.higherRateCover)];
  const applies = !a.buyer.company && a.buyer.income_tax_band !== 'basic' ? 'higher_rate' : 'basic_rate';
  return {
    stressed_rate_pct: percent(stressedRate, meta('Stressed rate', `The higher of ${STRESS.floorRatePct}% and your rate plus ${STRESS.addPoints} points.`)),
    interest_cover_ratio: figure('ratio', cover, meta('Interest cover', loan === 0 ? 'No mortgage.' : `Annual rent ${formatPounds(annualRent)} / interest at the stressed rate ${formatPounds(stressedInterest)}.`)),
    checks,
    applies,
    passes: checks.find((c) => c.taxpayer === applies)!.passes,
  };
}
