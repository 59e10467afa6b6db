import type { Candidate } from './comparables.ts';
import { comparableWeight, outlierFlags, weightedLogEstimate, type Estimate } from './comparable-weights.ts';
import { adjustmentFactor, monthOf, type IndexPoint } from './index-series.ts';

export type PricedComparable = Candidate & {
  distanceM: number | null;
  floorAreaSqm: number | null;
  /** The price brought to the latest month of the index. */
  adjusted: number;
  /** Share of the estimate, 0 to 1; 0 when excluded. */
  weight: number;
  excluded: 'outlier' | null;
};

export type ValueEstimate = Estimate & {
  basis: 'comparables' | 'price_per_sqm' | 'local_average';
  /** Comparables that went into it. */
  count: number;
  pricePerSqm: number | null;
};

/** Fewer included sales than this and the estimate falls back to the local average. */
export const MIN_COMPARABLES = 3;
/** The range of an estimate that rests on the local average alone: ±20%. */
export const LOCAL_AVERAGE_HALF_RANGE = 0.2;

/** Brings each sale to today with the index, sets outliers aside and shares the weight among the rest. */
export function priceComparables(
  candidates: Candidate[],
  context: { series: IndexPoint[]; distanceOf: (candidate: Candidate) => number | null; floorAreaOf: (candidate: Candidate) => number | null },
): PricedComparable[] {
  const adjusted = candidates.map((candidate) => Math.round(candidate.sale.price * adjustmentFactor(context.series, monthOf(candidate.sale.date))));
  const outliers = outlierFlags(adjusted);
  const raw = candidates.map((candidate, index) =>
    outliers[index] ? 0 : comparableWeight({ match: candidate.match, ageMonths: candidate.ageMonths, distanceM: context.distanceOf(candidate) }),
  );
  const total = raw.reduce((sum, weight) => sum + weight, 0);
  return candidates.map((candidate, index) => ({
    ...candidate,
    distanceM: context.distanceOf(candidate),
    floorAreaSqm: context.floorAreaOf(candidate),
    adjusted: adjusted[index]!,
    weight: total > 0 ? raw[index]! / total : 0,
    excluded: outliers[index] ? 'outlier' : null,
  }));
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const rounded = (estimate: Estimate, step: number): Estimate => ({
  central: roundTo(estimate.central, step),
  low: roundTo(estimate.low, step),
  high: roundTo(estimate.high, step),
});

/**
 * The property's value: from £ per m² of comparables when its floor area and theirs are known,
 * else from their index-adjusted prices, else the local average for its type with a wide range.
 * Rounded to the nearest £1,000.
 */
export function estimateValue(priced: PricedComparable[], subject: { floorAreaSqm: number | null; localAverage: number }): ValueEstimate {
  const included = priced.filter((item) => item.excluded === null && item.weight > 0);
  const measured = included.filter((item) => item.floorAreaSqm !== null);
  if (subject.floorAreaSqm !== null && measured.length >= MIN_COMPARABLES) {
    const perSqm = weightedLogEstimate(measured.map((item) => ({ value: item.adjusted / item.floorAreaSqm!, weight: item.weight })));
    const area = subject.floorAreaSqm;
    const value = rounded({ central: perSqm.central * area, low: perSqm.low * area, high: perSqm.high * area }, 1000);
    return { ...value, basis: 'price_per_sqm', count: measured.length, pricePerSqm: Math.round(perSqm.central) };
  }
  if (included.length >= MIN_COMPARABLES) {
    const estimate = weightedLogEstimate(included.map((item) => ({ value: item.adjusted, weight: item.weight })));
    return { ...rounded(estimate, 1000), basis: 'comparables', count: included.length, pricePerSqm: null };
  }
  const average = subject.localAverage;
  const estimate = { central: average, low: average * (1 - LOCAL_AVERAGE_HALF_RANGE), high: average * (1 + LOCAL_AVERAGE_HALF_RANGE) };
  return { ...rounded(estimate, 1000), basis: 'local_average', count: 0, pricePerSqm: null };
}
