import { saleTypes, type ComparableSale, type SaleType } from '@plotwise/contracts';

/**
 * Sorting and filtering the comparable sales table (docs/product/market-data.md, "Comparables").
 * A sale without a distance or a £ per m² sorts after those with one, whichever the direction, and
 * is left out by a distance filter: how far it is is not known.
 */

export const comparableSortKeys = ['price', 'date', 'distance', 'price_per_sqm'] as const;
export type ComparableSortKey = (typeof comparableSortKeys)[number];
export type SortDirection = 'ascending' | 'descending';
export type ComparableSort = { key: ComparableSortKey; direction: SortDirection };

export const soldWithinOptions = ['all', '1', '2', '3', '5'] as const;
export const distanceOptions = ['any', '250', '500', '1000', '2000'] as const;

export type ComparableFilters = {
  type: SaleType | 'all';
  /** Years before the market data's date, or all. */
  soldWithin: (typeof soldWithinOptions)[number];
  /** Metres at most, or any. */
  distance: (typeof distanceOptions)[number];
};

export const DEFAULT_SORT: ComparableSort = { key: 'date', direction: 'descending' };
export const DEFAULT_FILTERS: ComparableFilters = {
  type: 'all',
  soldWithin: 'all',
  distance: 'any',
};

const sortValue: Record<ComparableSortKey, (sale: ComparableSale) => number | string | null> = {
  price: (sale) => sale.price,
  date: (sale) => sale.date,
  distance: (sale) => sale.distance_m,
  price_per_sqm: (sale) => sale.price_per_sqm?.value ?? null,
};

export function sortComparables(
  sales: readonly ComparableSale[],
  { key, direction }: ComparableSort,
): ComparableSale[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...sales].sort((a, b) => {
    const [left, right] = [sortValue[key](a), sortValue[key](b)];
    if (left === null || right === null) return Number(left === null) - Number(right === null);
    return sign * (left < right ? -1 : left > right ? 1 : 0);
  });
}

/** Clicking a column sorts by it; clicking it again turns the order round. Prices and dates start high. */
export function nextSort(current: ComparableSort, key: ComparableSortKey): ComparableSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: key === 'distance' ? 'ascending' : 'descending' };
}

/** The ISO date `years` before `asOf` ('2025-09-01', 2 -> '2023-09-01'). */
function yearsBefore(asOf: string, years: number): string {
  const year = Number(asOf.slice(0, 4)) - years;
  return `${String(year).padStart(4, '0')}${asOf.slice(4)}`;
}

export function filterComparables(
  sales: readonly ComparableSale[],
  filters: ComparableFilters,
  asOf: string,
): ComparableSale[] {
  const since = filters.soldWithin === 'all' ? null : yearsBefore(asOf, Number(filters.soldWithin));
  const maxMetres = filters.distance === 'any' ? null : Number(filters.distance);
  return sales.filter(
    (sale) =>
      (filters.type === 'all' || sale.property_type === filters.type) &&
      (since === null || sale.date >= since) &&
      (maxMetres === null || (sale.distance_m !== null && sale.distance_m <= maxMetres)),
  );
}

/** The sale types present, in the contracts' order, for the Type filter. */
export function saleTypesIn(sales: readonly ComparableSale[]): SaleType[] {
  const present = new Set(sales.map((sale) => sale.property_type));
  return saleTypes.filter((type) => present.has(type));
}
