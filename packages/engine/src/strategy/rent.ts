import { UK_REGION_NAMES, type Figure } from '@plotwise/contracts';
import { gbpPerMonth, percent } from '../core/figure.ts';
import { formatPercent, formatPounds } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { REGIONAL_YIELD_AS_OF, REGIONAL_YIELD_SOURCE, regionalGrossYield } from './regional-yields.ts';

export type RentSource = 'user' | 'market' | 'regional_yield';

/** The regional gross yield: the market step's figure when it has one, else Plotwise's table. */
export function regionalYieldFigure(context: AnalysisContext): Figure {
  const market = context.input.market?.regional_gross_yield_pct;
  if (market) return market;
  const region = context.location.region;
  return percent(regionalGrossYield(region), {
    label: 'Regional gross yield',
    method: region ? `Average gross yield for ${UK_REGION_NAMES[region]}.` : 'UK average gross yield (region unknown).',
    source: REGIONAL_YIELD_SOURCE,
    as_of: REGIONAL_YIELD_AS_OF,
  });
}

/** The monthly rent: the user's figure, else the market estimate, else the price at the regional gross yield. */
export function monthlyRent(context: AnalysisContext): { figure: Figure; source: RentSource } {
  const label = 'Monthly rent';
  const own = context.assumptions.monthly_rent;
  if (own !== null) return { figure: gbpPerMonth(own, { label, method: 'Your figure.', source: { name: 'Your assumptions' }, as_of: context.today }), source: 'user' };
  const market = context.input.market?.estimated_monthly_rent;
  if (market) return { figure: gbpPerMonth(market.value, { label, method: market.method, source: market.source, as_of: market.as_of }), source: 'market' };
  const yieldFigure = regionalYieldFigure(context);
  return {
    figure: gbpPerMonth((context.price * yieldFigure.value) / 100 / 12, {
      label,
      method: `${formatPounds(context.price)} at the regional gross yield of ${formatPercent(yieldFigure.value)}, over 12 months: an estimate, check local rents.`,
      source: yieldFigure.source,
      as_of: yieldFigure.as_of,
    }),
    source: 'regional_yield',
  };
}
