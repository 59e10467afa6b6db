import type { Figure, MarketComparison } from '@plotwise/contracts';
import { figure, percent } from '../core/figure.ts';
import { formatPercent, formatPounds } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';

const difference = (price: number, reference: number) => ((price - reference) / reference) * 100;

/** The price against the market estimate and the local average, and the yield against the region; null without market data. */
export function compareWithMarket(context: AnalysisContext, grossYield: number, regionalYield: Figure): MarketComparison | null {
  const market = context.input.market;
  if (!market || (!market.estimated_value && !market.local_average_price && !market.regional_gross_yield_pct)) return null;
  const { price, today } = context;
  const estimate = market.estimated_value;
  const average = market.local_average_price;
  return {
    price_vs_estimated_value_pct: estimate
      ? percent(difference(price, estimate.value), { label: 'Price against estimated value', method: `${formatPounds(price)} against ${formatPounds(estimate.value)} (range ${formatPounds(estimate.low)} to ${formatPounds(estimate.high)}).`, source: estimate.source, as_of: estimate.as_of })
      : null,
    position_in_estimated_range: estimate ? (price < estimate.low ? 'below' : price > estimate.high ? 'above' : 'within') : null,
    price_vs_local_average_pct: average
      ? percent(difference(price, average.value), { label: 'Price against local average', method: `${formatPounds(price)} against the local average of ${formatPounds(average.value)}.`, source: average.source, as_of: average.as_of })
      : null,
    gross_yield_vs_region_points: figure('percent', grossYield - regionalYield.value, {
      label: 'Gross yield against the region',
      method: `Gross yield ${formatPercent(grossYield)} against the regional ${formatPercent(regionalYield.value)}, in percentage points.`,
      source: regionalYield.source,
      as_of: regionalYield.as_of ?? today,
    }),
  };
}
