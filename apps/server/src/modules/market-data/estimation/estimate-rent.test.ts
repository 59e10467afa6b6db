import { describe, expect, it } from 'vitest';
import { estimateRent, grossYieldPct, priceFactor, rentForBedrooms, RENT_HALF_RANGE } from './estimate-rent.ts';

const rents = { one_bed: 720, two_bed: 860, three_bed: 980, four_plus_bed: 1420 };

describe('rent estimate', () => {
  it('reads the published average for the bedrooms, four or more sharing one', () => {
    expect([1, 2, 3, 4, 7].map((bedrooms) => rentForBedrooms(rents, bedrooms))).toEqual([720, 860, 980, 1420, 1420]);
  });

  it('scales with value more slowly than value, within bounds', () => {
    expect(priceFactor(200_000, 200_000)).toBe(1);
    expect(priceFactor(400_000, 200_000)).toBeCloseTo(2 ** 0.4);
    expect(priceFactor(5_000_000, 200_000)).toBe(1.5);
    expect(priceFactor(20_000, 200_000)).toBe(0.75);
  });

  it('gives a rent to the nearest £5 with a ±15% range', () => {
    const rent = estimateRent({ areaRent: 980, value: 215_000, areaAverage: 215_000 });
    expect(rent).toEqual({ central: 980, low: Math.round((980 * (1 - RENT_HALF_RANGE)) / 5) * 5, high: Math.round((980 * (1 + RENT_HALF_RANGE)) / 5) * 5, factor: 1 });
  });

  it('works out the gross yield on a price', () => {
    expect(grossYieldPct(1000, 200_000)).toBe(6);
    expect(grossYieldPct(980, 215_000)).toBe(5.47);
  });
});
