import type { Figure } from '@plotwise/contracts';
import { assumptionSource } from '../assumptions/default-assumptions.ts';
import { gbpPerMonth, roundForUnit, type FigureMeta } from '../core/figure.ts';
import { formatPercent, formatPounds, sum } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { sourceOfFact } from '../analysis/property-facts.ts';

/** A month's running costs before the mortgage, each positive. */
export type RunningCosts = {
  voids: number;
  management: number;
  maintenance: number;
  insurance: number;
  groundRent: number;
  serviceCharge: number;
  licensing: number;
};

/**
 * Running costs for a month's rent: voids and maintenance on the rent, management on the rent
 * collected, and the yearly costs spread over twelve months. Ground rent and service charge come
 * from the documents or the assumptions.
 */
export function runningCosts(context: AnalysisContext, rent: number): RunningCosts {
  const a = context.assumptions;
  const voids = (rent * a.voids_pct) / 100;
  return {
    voids,
    management: ((rent - voids) * a.management_pct) / 100,
    maintenance: (rent * a.maintenance_pct) / 100,
    insurance: a.insurance_per_year / 12,
    groundRent: (context.facts.groundRentPerYear.value ?? 0) / 12,
    serviceCharge: (context.facts.serviceChargePerYear.value ?? 0) / 12,
    licensing: a.licensing_per_year / 12,
  };
}

export const totalRunningCosts = (costs: RunningCosts) => sum(Object.values(costs));

/** The month itemised: the rent, the running costs and the mortgage, costs negative, each in whole pounds. */
export type CashFlowLines = { rent: Figure; runningCosts: Figure[]; mortgage: Figure | null };

/** All lines in order: the cash flow is their sum, so what the user sees adds up. */
export const allLines = (lines: CashFlowLines) => [lines.rent, ...lines.runningCosts, ...(lines.mortgage ? [lines.mortgage] : [])];

/** The month itemised; lines that cost nothing are left out. */
export function monthlyCashFlowLines(context: AnalysisContext, rent: Figure, costs: RunningCosts, mortgagePayment: number): CashFlowLines {
  const a = context.assumptions;
  const at = (label: string, method: string, source: FigureMeta['source']): FigureMeta => ({ label, method, source, as_of: context.today });
  const running: [number, FigureMeta][] = [
    [costs.voids, at('Voids', `${formatPercent(a.voids_pct)} of the rent for empty weeks between tenants.`, assumptionSource(a, 'voids_pct'))],
    [costs.management, at('Management', `${formatPercent(a.management_pct)} of the rent collected.`, assumptionSource(a, 'management_pct'))],
    [costs.maintenance, at('Maintenance', `${formatPercent(a.maintenance_pct)} of the rent.`, assumptionSource(a, 'maintenance_pct'))],
    [costs.insurance, at('Insurance', `${formatPounds(a.insurance_per_year)} a year, over 12 months.`, assumptionSource(a, 'insurance_per_year'))],
    [costs.groundRent, at('Ground rent', 'The yearly ground rent over 12 months.', sourceOfFact(context.facts.groundRentPerYear))],
    [costs.serviceCharge, at('Service charge', 'The yearly service charge over 12 months.', sourceOfFact(context.facts.serviceChargePerYear))],
    [costs.licensing, at('Licensing', `${formatPounds(a.licensing_per_year)} a year of licence fees, over 12 months.`, { name: 'Your assumptions' })],
  ];
  const line = ([value, meta]: [number, FigureMeta]) => gbpPerMonth(-value, meta);
  const shown = ([value]: [number, FigureMeta]) => roundForUnit('gbp_per_month', value) !== 0;
  const mortgage: [number, FigureMeta] = [mortgagePayment, at('Mortgage', `${a.mortgage_type === 'repayment' ? 'Repayment' : 'Interest-only'} payment at ${formatPercent(a.mortgage_rate_pct)}.`, assumptionSource(a, 'mortgage_rate_pct'))];
  return { rent, runningCosts: running.filter(shown).map(line), mortgage: shown(mortgage) ? line(mortgage) : null };
}
