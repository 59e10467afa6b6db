import { describe, expect, it } from 'vitest';
import { comparables, makeComparable } from '../testing/market-data-fixtures';
import {
  DEFAULT_FILTERS,
  filterComparables,
  nextSort,
  saleTypesIn,
  sortComparables,
} from './comparables-view';

const addresses = (sales: { address: string }[]) => sales.map((sale) => sale.address);
const [cardigan, thornville, ash] = comparables.map((sale) => sale.address);

describe('sortComparables', () => {
  it('sorts by price and date either way', () => {
    expect(
      addresses(sortComparables(comparables, { key: 'price', direction: 'descending' })),
    ).toEqual([thornville, cardigan, ash]);
    expect(
      addresses(sortComparables(comparables, { key: 'date', direction: 'ascending' })),
    ).toEqual([ash, cardigan, thornville]);
  });

  it('puts sales without a distance or a £ per m² last, whichever the direction', () => {
    const unknown = makeComparable({ address: 'Unknown', distance_m: null });
    const sales = [unknown, ...comparables];
    expect(addresses(sortComparables(sales, { key: 'distance', direction: 'ascending' }))).toEqual([
      cardigan,
      thornville,
      ash,
      'Unknown',
    ]);
    expect(addresses(sortComparables(sales, { key: 'distance', direction: 'descending' }))).toEqual(
      [ash, thornville, cardigan, 'Unknown'],
    );
    expect(
      addresses(sortComparables(sales, { key: 'price_per_sqm', direction: 'descending' })).slice(
        0,
        2,
      ),
    ).toEqual([ash, cardigan]);
  });

  it('leaves the list it was given as it was', () => {
    const before = addresses(comparables);
    sortComparables(comparables, { key: 'price', direction: 'ascending' });
    expect(addresses(comparables)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('turns the order round on the same column, and starts a new one high (distance near)', () => {
    expect(nextSort({ key: 'price', direction: 'descending' }, 'price')).toEqual({
      key: 'price',
      direction: 'ascending',
    });
    expect(nextSort({ key: 'price', direction: 'ascending' }, 'date')).toEqual({
      key: 'date',
      direction: 'descending',
    });
    expect(nextSort({ key: 'price', direction: 'ascending' }, 'distance')).toEqual({
      key: 'distance',
      direction: 'ascending',
    });
  });
});

describe('filterComparables', () => {
  const asOf = '2025-09-01';

  it('keeps every sale with the default filters', () => {
    expect(filterComparables(comparables, DEFAULT_FILTERS, asOf)).toHaveLength(3);
  });

  it('filters by type', () => {
    expect(
      addresses(filterComparables(comparables, { ...DEFAULT_FILTERS, type: 'flat' }, asOf)),
    ).toEqual([ash]);
  });

  it('filters by years before the data date, the boundary day included', () => {
    const onBoundary = makeComparable({ address: 'Boundary', date: '2023-09-01' });
    const sales = [...comparables, onBoundary];
    expect(
      addresses(filterComparables(sales, { ...DEFAULT_FILTERS, soldWithin: '2' }, asOf)),
    ).toEqual([cardigan, thornville, 'Boundary']);
    expect(
      addresses(filterComparables(sales, { ...DEFAULT_FILTERS, soldWithin: '1' }, asOf)),
    ).toEqual([thornville]);
  });

  it('filters by distance and leaves out sales whose distance is not known', () => {
    const sales = [...comparables, makeComparable({ address: 'Unknown', distance_m: null })];
    expect(
      addresses(filterComparables(sales, { ...DEFAULT_FILTERS, distance: '1000' }, asOf)),
    ).toEqual([cardigan, thornville]);
    expect(filterComparables(sales, DEFAULT_FILTERS, asOf)).toHaveLength(4);
  });
});

describe('saleTypesIn', () => {
  it('lists the types present, in a fixed order', () => {
    expect(saleTypesIn(comparables)).toEqual(['terraced', 'flat']);
    expect(saleTypesIn([])).toEqual([]);
  });
});
