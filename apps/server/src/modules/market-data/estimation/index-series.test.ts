import { describe, expect, it } from 'vitest';
import { addMonths, adjustmentFactor, changeOverYears, monthsBetween, pointAt, type IndexPoint } from './index-series.ts';

const series: IndexPoint[] = [
  { month: '2015-01', index: 100, average_price: 200_000 },
  { month: '2016-01', index: 112, average_price: 224_000 },
  { month: '2020-01', index: 120, average_price: 240_000 },
  { month: '2025-01', index: 150, average_price: 300_000 },
  { month: '2025-09', index: 160, average_price: 320_000 },
];

describe('index series', () => {
  it('counts months across years', () => {
    expect(addMonths('2025-09', -12)).toBe('2024-09');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(monthsBetween('2015-09', '2025-09')).toBe(120);
  });

  it('reads a month between two points on the straight line joining them', () => {
    expect(pointAt(series, '2015-07')).toEqual({ month: '2015-07', index: 106, average_price: 212_000 });
    expect(pointAt(series, '2025-09')).toEqual(series[4]);
    expect(pointAt(series, '2014-12')).toBeNull();
    expect(pointAt(series, '2025-10')).toBeNull();
  });

  it('brings a sale price to the latest month by the ratio of the index', () => {
    expect(adjustmentFactor(series, '2020-01')).toBeCloseTo(160 / 120);
    expect(adjustmentFactor(series, '2015-07')).toBeCloseTo(160 / 106);
    // Before the series: the first point; at or after the latest month: unchanged.
    expect(adjustmentFactor(series, '2010-05')).toBeCloseTo(1.6);
    expect(adjustmentFactor(series, '2025-09')).toBe(1);
    expect(adjustmentFactor(series, '2025-11')).toBe(1);
    expect(adjustmentFactor([], '2020-01')).toBe(1);
  });

  it('gives the change over 1, 5 and 10 years, or null beyond the series', () => {
    // September 2024 lies between January 2020 (120) and January 2025 (150): 120 + 30 × 56/60 = 148.
    expect(changeOverYears(series, 1)).toBeCloseTo((160 / 148 - 1) * 100);
    // September 2015: 100 + 12 × 8/12 = 108.
    expect(changeOverYears(series, 10)).toBeCloseTo((160 / 108 - 1) * 100);
    expect(changeOverYears(series, 11)).toBeNull();
    expect(changeOverYears([], 1)).toBeNull();
  });
});
