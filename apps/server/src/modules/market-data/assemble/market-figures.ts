import { UK_REGION_NAMES, type FigureSource, type MarketFigures, type RangedFigure } from '@plotwise/contracts';
import type { MarketDataset } from '../dataset/market-dataset.ts';
import { estimateRent, grossYieldPct, rentForBedrooms } from '../estimation/estimate-rent.ts';
import type { ValueEstimate } from '../estimation/estimate-value.ts';
import { datasetSource } from '../market-sources.ts';
import type { ResolvedLocation } from '../resolve-location.ts';
import type { SubjectProperty } from '../subject-property.ts';
import { figure, monthLabel, percent, pounds, roundTo, TYPE_WORDS } from './figure-text.ts';
import { trendTypeOf, type ChosenSeries, type TrendType } from './market-series.ts';

export type ValueFigure = { estimate: ValueEstimate; method: string; source: FigureSource; asOf: string };
const areaName = (location: ResolvedLocation) => (location.region ? UK_REGION_NAMES[location.region] : 'the UK');

function rentFigure(dataset: MarketDataset, location: ResolvedLocation, subject: SubjectProperty, value: number, type: TrendType): RangedFigure {
  const rents = dataset.rents.byArea.get(location.area) ?? dataset.rents.byArea.get('united_kingdom')!;
  const prices = dataset.prices.byArea.get(location.area) ?? dataset.prices.byArea.get('united_kingdom')!;
  const areaRent = rentForBedrooms(rents, subject.bedrooms);
  const rent = estimateRent({ areaRent, value, areaAverage: prices[type] });
  const bedrooms = subject.bedrooms >= 4 ? 'four or more bedrooms' : `${subject.bedrooms} bedroom${subject.bedrooms === 1 ? '' : 's'}`;
  const method =
    `Average private rent for a home with ${bedrooms} in ${areaName(location)} (${pounds(areaRent)} a month), × ${roundTo(rent.factor, 2)} ` +
    `because the estimated value is ${percent((value / prices[type]) * 100, 0)} of the average ${TYPE_WORDS[type]} price there ` +
    '(rents rise about 0.4 times as fast as prices). The range is ±15%.';
  return { ...figure(rent.central, 'gbp_per_month', 'Estimated monthly rent', method, datasetSource(dataset.rents.meta), dataset.rents.meta.as_of), low: rent.low, high: rent.high };
}

function regionalYield(dataset: MarketDataset, location: ResolvedLocation) {
  const own = dataset.yields.byArea.get(location.area) ?? null;
  const value = own ?? dataset.yields.byArea.get('united_kingdom')!;
  const method = own !== null
    ? `Average gross yield on buy-to-let lending in ${areaName(location)}.`
    : `The release gives no figure for ${areaName(location)}: the UK average gross yield on buy-to-let lending.`;
  return figure(value!, 'percent', 'Typical gross yield in the region', method, datasetSource(dataset.yields.meta), dataset.yields.meta.as_of);
}

/** The six headline figures, each with how it was worked out, from what, and as of when. */
export function buildFigures(input: {
  dataset: MarketDataset;
  location: ResolvedLocation;
  subject: SubjectProperty;
  series: ChosenSeries;
  value: ValueFigure;
}): MarketFigures {
  const { dataset, location, subject, series, value } = input;
  const estimated_value: RangedFigure = {
    ...figure(value.estimate.central, 'gbp', 'Estimated value', value.method, value.source, value.asOf),
    low: value.estimate.low,
    high: value.estimate.high,
  };
  const estimated_monthly_rent = rentFigure(dataset, location, subject, value.estimate.central, trendTypeOf(subject.propertyType));
  const latest = series.points.at(-1)!.month;
  const kind = series.averageType === 'all' ? 'home (all types)' : `${TYPE_WORDS[series.averageType]} home`;
  const gap = ((subject.askingPrice - value.estimate.central) / value.estimate.central) * 100;
  return {
    estimated_value,
    estimated_monthly_rent,
    local_average_price: figure(series.typeAverage, 'gbp', `Average price of a ${kind} in ${series.area.name}`,
      `Average price in ${monthLabel(latest)} from the house price index for ${series.area.name}.`, series.source, series.asOf),
    gross_yield_estimate_pct: figure(grossYieldPct(estimated_monthly_rent.value, subject.askingPrice), 'percent', 'Gross yield at the asking price',
      `12 × the estimated monthly rent (${pounds(estimated_monthly_rent.value)}) ÷ the asking price (${pounds(subject.askingPrice)}).`,
      estimated_monthly_rent.source, estimated_monthly_rent.as_of),
    regional_gross_yield_pct: regionalYield(dataset, location),
    asking_price_vs_estimate_pct: figure(roundTo(gap, 1), 'percent', 'Asking price against the estimated value',
      `(Asking price ${pounds(subject.askingPrice)} − estimated value ${pounds(value.estimate.central)}) ÷ estimated value; above zero, the asking price is above the estimate.`,
      value.source, value.asOf),
  };
}
