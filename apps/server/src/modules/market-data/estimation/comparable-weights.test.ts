import { describe, expect, it } from 'vitest';
import { comparableWeight, MIN_HALF_RANGE, outlierFlags, weightedLogEstimate } from './comparable-weights.ts';

describe('comparableWeight', () => {
  it('counts the street over the sector over the district', () => {
    const weigh = (match: 'street' | 'sector' | 'district') => comparableWeight({ match, ageMonths: 0, distanceM: null });
    expect(weigh('street')).toBe(1);
    expect(weigh('sector')).toBeLessThan(weigh('street'));
    expect(weigh('district')).toBeLessThan(weigh('sector'));
  });

  it('halves a sale three years old and one a kilometre away', () => {
    expect(comparableWeight({ match: 'street', ageMonths: 36, distanceM: null })).toBeCloseTo(0.5);
    expect(comparableWeight({ match: 'street', ageMonths: 0, distanceM: 1000 })).toBeCloseTo(0.5);
    expect(comparableWeight({ match: 'sector', ageMonths: 72, distanceM: 3000 })).toBeCloseTo(0.6 * 0.25 * 0.25);
  });
});

describe('outlierFlags', () => {
  it('sets aside a price far from the rest', () => {
    expect(outlierFlags([250_000, 262_000, 244_000, 255_000, 610_000])).toEqual([false, false, false, false, true]);
    expect(outlierFlags([250_000, 262_000, 244_000, 255_000, 60_000])).toEqual([false, false, false, false, true]);
  });

  it('keeps a tight group whole, even when one is 20% off', () => {
    expect(outlierFlags([250_000, 250_000, 250_000, 300_000])).toEqual([false, false, false, false]);
  });

  it('needs three prices to call one odd', () => {
    expect(outlierFlags([100_000, 900_000])).toEqual([false, false]);
  });
});

describe('weightedLogEstimate', () => {
  it('is the weighted geometric mean, the heavier sale pulling harder', () => {
    const even = weightedLogEstimate([{ value: 200_000, weight: 1 }, { value: 300_000, weight: 1 }]);
    expect(even.central).toBeCloseTo(Math.sqrt(200_000 * 300_000));
    const leaning = weightedLogEstimate([{ value: 200_000, weight: 3 }, { value: 300_000, weight: 1 }]);
    expect(leaning.central).toBeLessThan(even.central);
    expect(leaning.central).toBeGreaterThan(200_000);
  });

  it('spans one weighted standard deviation either side, at least ±5%', () => {
    const spread = weightedLogEstimate([{ value: 200_000, weight: 1 }, { value: 300_000, weight: 1 }]);
    const half = Math.log(300_000 / 200_000) / 2;
    expect(spread.low).toBeCloseTo(spread.central * Math.exp(-half));
    expect(spread.high).toBeCloseTo(spread.central * Math.exp(half));
    const same = weightedLogEstimate([{ value: 250_000, weight: 1 }, { value: 250_000, weight: 2 }]);
    expect(same.low).toBeCloseTo(250_000 * Math.exp(-MIN_HALF_RANGE));
    expect(same.high).toBeCloseTo(250_000 * Math.exp(MIN_HALF_RANGE));
  });

  it('refuses an empty or weightless set', () => {
    expect(() => weightedLogEstimate([])).toThrow();
    expect(() => weightedLogEstimate([{ value: 1, weight: 0 }])).toThrow();
  });
});
