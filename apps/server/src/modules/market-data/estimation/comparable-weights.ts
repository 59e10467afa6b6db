import type { ComparableMatch } from '@plotwise/contracts';

/**
 * How much each comparable counts, which ones are set aside, and the estimate and range they give.
 * Pure arithmetic, explained in docs/product/market-data.md.
 */
export const MATCH_WEIGHTS: Record<ComparableMatch, number> = { street: 1, sector: 0.6, district: 0.3 };
/** A sale three years old counts half as much as one this month. */
export const RECENCY_HALF_LIFE_MONTHS = 36;
/** A sale a kilometre away counts half as much as one next door. */
export const DISTANCE_HALF_WEIGHT_M = 1000;
/** Set aside when further from the median than 3 scaled median absolute deviations, and at least 25% away. */
const OUTLIER_MADS = 3;
const MAD_TO_SD = 1.4826;
const MIN_OUTLIER_GAP = Math.log(1.25);
/** The range is never narrower than ±5%: no set of sales pins a price closer than that. */
export const MIN_HALF_RANGE = 0.05;

export function comparableWeight(item: { match: ComparableMatch; ageMonths: number; distanceM: number | null }): number {
  const recency = 0.5 ** (item.ageMonths / RECENCY_HALF_LIFE_MONTHS);
  const nearness = item.distanceM === null ? 1 : 1 / (1 + item.distanceM / DISTANCE_HALF_WEIGHT_M);
  return MATCH_WEIGHTS[item.match] * recency * nearness;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** True for each value far from the rest on a log scale (median absolute deviation); needs at least three values. */
export function outlierFlags(values: number[]): boolean[] {
  if (values.length < 3) return values.map(() => false);
  const logs = values.map(Math.log);
  const centre = median(logs);
  const spread = median(logs.map((value) => Math.abs(value - centre)));
  const limit = Math.max(OUTLIER_MADS * MAD_TO_SD * spread, MIN_OUTLIER_GAP);
  return logs.map((value) => Math.abs(value - centre) > limit);
}

export type Estimate = { central: number; low: number; high: number };

/**
 * The weighted geometric mean of the values, with a range of one weighted standard deviation
 * either side on the log scale (at least ±5%).
 */
export function weightedLogEstimate(items: { value: number; weight: number }[]): Estimate {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (items.length === 0 || total <= 0) throw new Error('weightedLogEstimate needs items with positive weight');
  const mean = items.reduce((sum, item) => sum + item.weight * Math.log(item.value), 0) / total;
  const variance = items.reduce((sum, item) => sum + item.weight * (Math.log(item.value) - mean) ** 2, 0) / total;
  const half = Math.max(Math.sqrt(variance), MIN_HALF_RANGE);
  return { central: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}
