import { describe, expect, it } from 'vitest';
import { formatFigureValue } from './format-figure';

describe('formatFigureValue', () => {
  it('writes money in whole pounds with its period', () => {
    expect(formatFigureValue({ value: 4750, unit: 'gbp' })).toBe('£4,750');
    expect(formatFigureValue({ value: 1249.6, unit: 'gbp_per_month' })).toBe('£1,250 a month');
    expect(formatFigureValue({ value: -310, unit: 'gbp_per_month' })).toBe('-£310 a month');
    expect(formatFigureValue({ value: 1200, unit: 'gbp_per_year' })).toBe('£1,200 a year');
    expect(formatFigureValue({ value: 3012, unit: 'gbp_per_sqm' })).toBe('£3,012 per m²');
  });

  it('writes percentages to one decimal and ratios as percentages', () => {
    expect(formatFigureValue({ value: 5.4321, unit: 'percent' })).toBe('5.4%');
    expect(formatFigureValue({ value: 1.25, unit: 'ratio' })).toBe('125%');
  });

  it('writes durations with their unit, singular for one', () => {
    expect(formatFigureValue({ value: 82, unit: 'years' })).toBe('82 years');
    expect(formatFigureValue({ value: 1, unit: 'months' })).toBe('1 month');
    expect(formatFigureValue({ value: 6, unit: 'weeks' })).toBe('6 weeks');
  });

  it('writes areas in m² and ft², counts and scores', () => {
    expect(formatFigureValue({ value: 72.5, unit: 'sqm' })).toBe('72.5 m² (780 ft²)');
    expect(formatFigureValue({ value: 12, unit: 'count' })).toBe('12');
    expect(formatFigureValue({ value: 42, unit: 'score' })).toBe('42 out of 100');
  });
});
