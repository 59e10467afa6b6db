import type { UkRegion } from '@plotwise/contracts';

/**
 * Gross buy-to-let yields by region, Q3 2025 (lender book); regions the report does not break out
 * take its UK average (docs/product/analysis-rules.md, "Regional gross yields").
 */
export const REGIONAL_GROSS_YIELDS: Partial<Record<UkRegion, number>> = {
  wales: 8.8,
  north_east: 8.2,
  north_west: 7.8,
  south_west: 7.8,
  yorkshire_and_the_humber: 7.8,
  south_east: 6.5,
  london: 5.7,
};
export const UK_GROSS_YIELD = 7.0;
export const REGIONAL_YIELD_SOURCE = { name: 'Paragon Bank, buy-to-let gross yields by region, Q3 2025' };
export const REGIONAL_YIELD_AS_OF = '2025-09-30';

export const regionalGrossYield = (region: UkRegion | null) => (region && REGIONAL_GROSS_YIELDS[region]) ?? UK_GROSS_YIELD;
