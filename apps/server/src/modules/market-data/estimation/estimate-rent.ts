import type { Estimate } from './comparable-weights.ts';

export type RentsByBedrooms = { one_bed: number; two_bed: number; three_bed: number; four_plus_bed: number };

/**
 * Rents rise more slowly than prices: a home worth twice the area's average lets for about 2^0.4,
 * 1.32 times the area's rent (which is why yields are lower where homes cost more). The factor is
 * held between 0.75 and 1.5 so one odd valuation cannot run away with the rent.
 */
export const RENT_PRICE_ELASTICITY = 0.4;
const FACTOR_FLOOR = 0.75;
const FACTOR_CEILING = 1.5;
/** The published averages hide a wide spread of rents for the same size of home: ±15%. */
export const RENT_HALF_RANGE = 0.15;

/** The published average for the bedroom count; four or more bedrooms share one figure. */
export function rentForBedrooms(rents: RentsByBedrooms, bedrooms: number): number {
  if (bedrooms <= 1) return rents.one_bed;
  if (bedrooms === 2) return rents.two_bed;
  if (bedrooms === 3) return rents.three_bed;
  return rents.four_plus_bed;
}

export const priceFactor = (value: number, areaAverage: number) =>
  Math.min(FACTOR_CEILING, Math.max(FACTOR_FLOOR, (value / areaAverage) ** RENT_PRICE_ELASTICITY));

/** Monthly rent: the area's average for the bedrooms, scaled by how the home's value compares with the area's; to the nearest £5. */
export function estimateRent(input: { areaRent: number; value: number; areaAverage: number }): Estimate & { factor: number } {
  const factor = priceFactor(input.value, input.areaAverage);
  const central = input.areaRent * factor;
  const round = (amount: number) => Math.round(amount / 5) * 5;
  return { central: round(central), low: round(central * (1 - RENT_HALF_RANGE)), high: round(central * (1 + RENT_HALF_RANGE)), factor };
}

/** Gross yield: a year's rent as a percentage of the price, to two decimals. */
export const grossYieldPct = (monthlyRent: number, price: number) => Math.round(((monthlyRent * 12) / price) * 100 * 100) / 100;
