import type { Figure, MarketTrend } from '@plotwise/contracts';
import { addMonths, changeOverYears } from '../estimation/index-series.ts';
import { figure, monthLabel, roundTo, TYPE_WORDS } from './figure-text.ts';
import type { ChosenSeries } from './market-series.ts';

function change(series: ChosenSeries, years: number): Figure | null {
  const value = changeOverYears(series.points, years);
  if (value === null) return null;
  const latest = series.points.at(-1)!.month;
  const kind = series.propertyType === 'all' ? 'all property types' : `${TYPE_WORDS[series.propertyType]} homes`;
  const gaps = series.live ? '' : ' Months between the published points are read on a straight line between them.';
  return figure(
    roundTo(value, 1),
    'percent',
    `Price change over ${years === 1 ? '1 year' : `${years} years`}`,
    `Change in the ${series.area.name} house price index for ${kind} from ${monthLabel(addMonths(latest, -12 * years))} to ${monthLabel(latest)}.${gaps}`,
    series.source,
    series.asOf,
  );
}

/** The index series as the web charts it, with the changes over 1, 5 and 10 years. */
export function buildTrend(series: ChosenSeries): MarketTrend {
  return {
    area: series.area,
    property_type: series.propertyType,
    series: series.points.map((point) => ({ month: point.month, index: roundTo(point.index, 2), average_price: Math.round(point.average_price) })),
    change_1y: change(series, 1),
    change_5y: change(series, 5),
    change_10y: change(series, 10),
    source: series.source,
  };
}
