import { UK_REGION_NAMES, type FigureSource, type MarketTrend, type PropertyType } from '@plotwise/contracts';
import { SALE_TYPES_OF } from '../estimation/comparables.ts';
import type { IndexPoint } from '../estimation/index-series.ts';
import type { MarketDataset } from '../dataset/market-dataset.ts';
import type { LiveHpi } from '../gather-market-inputs.ts';
import { datasetSource, LIVE_HPI_SOURCE } from '../market-sources.ts';
import type { ResolvedLocation } from '../resolve-location.ts';
import { firstOfMonth } from './figure-text.ts';

export type TrendType = MarketTrend['property_type'];

/** The index the step works with: the live local one when it answered, else the built-in regional one. */
export type ChosenSeries = {
  points: IndexPoint[];
  area: MarketTrend['area'];
  propertyType: TrendType;
  /** Average price of the property's type (or of all types, when the source has none for it) in the latest month. */
  typeAverage: number;
  averageType: TrendType;
  source: FigureSource;
  asOf: string;
  live: boolean;
};

/** The single Land Registry type of a property, or 'all' when it could be several (a house of unknown form). */
export function trendTypeOf(propertyType: PropertyType): TrendType {
  const types = SALE_TYPES_OF[propertyType];
  return types.length === 1 ? (types[0] as Exclude<TrendType, 'all'>) : 'all';
}

function liveSeries(hpi: LiveHpi, type: TrendType): ChosenSeries {
  const typed = type === 'all' ? null : type;
  const useType = typed !== null && hpi.series.every((month) => month.by_type[typed]);
  const points = hpi.series.map((month) => {
    const figures = useType ? month.by_type[typed]! : month;
    return { month: month.month, index: figures.index, average_price: figures.average_price };
  });
  const latest = points.at(-1)!;
  return {
    points,
    area: { name: hpi.name, level: hpi.level },
    propertyType: useType ? typed : 'all',
    typeAverage: latest.average_price,
    averageType: useType ? typed : 'all',
    source: LIVE_HPI_SOURCE,
    asOf: firstOfMonth(latest.month),
    live: true,
  };
}

function builtinSeries(dataset: MarketDataset, location: ResolvedLocation, type: TrendType): ChosenSeries {
  const points = dataset.index.byArea.get(location.area) ?? dataset.index.byArea.get('united_kingdom')!;
  const prices = dataset.prices.byArea.get(location.area) ?? dataset.prices.byArea.get('united_kingdom')!;
  return {
    points,
    area: location.region ? { name: UK_REGION_NAMES[location.region], level: 'region' } : { name: 'United Kingdom', level: 'country' },
    propertyType: 'all',
    typeAverage: prices[type],
    averageType: type,
    source: datasetSource(dataset.index.meta),
    asOf: dataset.index.meta.as_of,
    live: false,
  };
}

export function chooseSeries(dataset: MarketDataset, location: ResolvedLocation, hpi: LiveHpi | null, propertyType: PropertyType): ChosenSeries {
  const type = trendTypeOf(propertyType);
  return hpi ? liveSeries(hpi, type) : builtinSeries(dataset, location, type);
}
