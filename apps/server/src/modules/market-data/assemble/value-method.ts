import type { ValueEstimate } from '../estimation/estimate-value.ts';
import { combinedSource, EPC_SOURCE, PRICE_PAID_SOURCE } from '../market-sources.ts';
import { monthLabel, pounds, TYPE_WORDS } from './figure-text.ts';
import type { ValueFigure } from './market-figures.ts';
import type { ChosenSeries } from './market-series.ts';

const RANGE = 'The range is one weighted standard deviation either side (at least ±5%).';

/** How the estimated value was reached, in a sentence a buyer can follow, and what it rests on. */
export function describeValue(estimate: ValueEstimate, series: ChosenSeries, context: { floorAreaSqm: number | null; salesAvailable: boolean }): ValueFigure {
  const month = monthLabel(series.points.at(-1)!.month);
  const sales = combinedSource(PRICE_PAID_SOURCE, series.source);
  if (estimate.basis === 'price_per_sqm') {
    return {
      estimate,
      method: `${pounds(estimate.pricePerSqm!)} per m² (weighted average of ${estimate.count} nearby sales with a known floor area, brought to ${month} with the ${series.area.name} house price index) × ${context.floorAreaSqm} m², the floor area on this home's energy certificate. ${RANGE}`,
      source: combinedSource(sales, EPC_SOURCE),
      asOf: series.asOf,
    };
  }
  if (estimate.basis === 'comparables') {
    return {
      estimate,
      method: `Weighted average of ${estimate.count} recent sales of similar homes nearby (the same street first, then the postcode sector, then the district), each brought to ${month} with the ${series.area.name} house price index. Newer, nearer and same-street sales count more; prices far from the rest are set aside. ${RANGE}`,
      source: sales,
      asOf: series.asOf,
    };
  }
  const kind = series.averageType === 'all' ? 'home' : `${TYPE_WORDS[series.averageType]} home`;
  const why = context.salesAvailable ? 'too few recent sales of similar homes nearby to compare' : 'no sold prices to compare (HM Land Registry Price Paid Data was not available)';
  return {
    estimate,
    method: `Average price of a ${kind} in ${series.area.name} in ${month}: ${why}, so the range is ±20%.`,
    source: series.source,
    asOf: series.asOf,
  };
}
