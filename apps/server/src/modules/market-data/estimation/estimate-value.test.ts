import { postcodeParts } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { sale } from '../../../test-support/market-sales.ts';
import { pickComparables, SALE_TYPES_OF, type Candidate } from './comparables.ts';
import { estimateValue, LOCAL_AVERAGE_HALF_RANGE, priceComparables } from './estimate-value.ts';
import type { IndexPoint } from './index-series.ts';

const series: IndexPoint[] = [
  { month: '2023-09', index: 100, average_price: 200_000 },
  { month: '2025-09', index: 110, average_price: 220_000 },
];
const subject = { postcode: postcodeParts('LS6 2AB')!, street: 'Cardigan Road', saleTypes: SALE_TYPES_OF.terraced };
const noExtras = { series, distanceOf: () => null, floorAreaOf: () => null };
const pick = (sales: ReturnType<typeof sale>[]) => pickComparables(sales, subject, { today: '2025-11-01', maxAgeMonths: 60, limit: 10 });

describe('priceComparables', () => {
  it('brings each price to the latest month of the index', () => {
    const [priced] = priceComparables(pick([sale({ price: 200_000, date: '2023-09-20' })]), noExtras);
    expect(priced!.adjusted).toBe(220_000);
  });

  it('gives outliers no weight and shares the rest so they sum to one', () => {
    const priced = priceComparables(
      pick([
        sale({ price: 250_000, date: '2025-09-01' }),
        sale({ price: 255_000, date: '2025-09-01' }),
        sale({ price: 245_000, date: '2025-09-01', postcode: 'LS6 2QT', street: 'BRUDENELL ROAD' }),
        sale({ price: 900_000, date: '2025-09-01' }),
      ]),
      noExtras,
    );
    const outlier = priced.find((item) => item.sale.price === 900_000)!;
    expect(outlier).toMatchObject({ excluded: 'outlier', weight: 0 });
    expect(priced.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(1);
    const sector = priced.find((item) => item.match === 'sector')!;
    const street = priced.find((item) => item.sale.price === 250_000)!;
    expect(sector.weight).toBeCloseTo(street.weight * 0.6);
  });

  it('weighs a nearer sale more when distances are known', () => {
    const candidates = pick([sale({ price: 250_000 }), sale({ price: 260_000 })]);
    const far = candidates[1]!;
    const priced = priceComparables(candidates, { ...noExtras, distanceOf: (item: Candidate) => (item === far ? 1000 : 0) });
    expect(priced[0]!.weight).toBeCloseTo(2 / 3);
    expect(priced[1]!).toMatchObject({ distanceM: 1000 });
  });
});

describe('estimateValue', () => {
  const three = () => pick([250_000, 260_000, 240_000].map((price) => sale({ price, date: '2025-09-01' })));

  it('takes the weighted comparables, rounded to £1,000, with a range around them', () => {
    const estimate = estimateValue(priceComparables(three(), noExtras), { floorAreaSqm: null, localAverage: 999_000 });
    expect(estimate).toMatchObject({ basis: 'comparables', count: 3, pricePerSqm: null });
    expect(estimate.central).toBe(250_000);
    expect(estimate.low).toBeLessThan(estimate.central);
    expect(estimate.high).toBeGreaterThan(estimate.central);
    expect(estimate.low % 1000).toBe(0);
  });

  it('uses £ per m² when the home and at least three comparables have a floor area', () => {
    const candidates = three();
    const area = new Map(candidates.map((item) => [item, item.sale.price / 2500]));
    const priced = priceComparables(candidates, { ...noExtras, floorAreaOf: (item) => area.get(item) ?? null });
    const estimate = estimateValue(priced, { floorAreaSqm: 120, localAverage: 999_000 });
    expect(estimate).toMatchObject({ basis: 'price_per_sqm', pricePerSqm: 2500, central: 300_000 });
  });

  it('falls back to the local average, ±20%, with fewer than three comparables', () => {
    const priced = priceComparables(pick([sale(), sale()]), noExtras);
    const estimate = estimateValue(priced, { floorAreaSqm: 90, localAverage: 215_000 });
    expect(estimate).toEqual({
      basis: 'local_average',
      count: 0,
      pricePerSqm: null,
      central: 215_000,
      low: Math.round((215_000 * (1 - LOCAL_AVERAGE_HALF_RANGE)) / 1000) * 1000,
      high: Math.round((215_000 * (1 + LOCAL_AVERAGE_HALF_RANGE)) / 1000) * 1000,
    });
  });
});
