import { describe, expect, it } from 'vitest';
import {
  compareWithRegion,
  describeAskingVsEstimate,
  formatChange,
  formatDateTime,
  formatDistance,
  formatMonth,
  monthToDate,
} from './market-format';

describe('market formats (en-GB, UK time)', () => {
  it('names months short', () => {
    expect(formatMonth('2025-10')).toBe('Oct 2025');
    expect(formatMonth('2015-01')).toBe('Jan 2015');
    expect(monthToDate('2025-09').toISOString()).toBe('2025-09-01T00:00:00.000Z');
  });

  it('gives the refresh time in UK time, summer or winter', () => {
    expect(formatDateTime('2026-11-21T10:15:00.000Z')).toBe('21 Nov 2026, 10:15');
    expect(formatDateTime('2026-07-01T10:15:00.000Z')).toBe('1 Jul 2026, 11:15');
  });

  it('reads distances in metres below a kilometre, in kilometres above', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(640)).toBe('640 m');
    expect(formatDistance(1830)).toBe('1.8 km');
    expect(formatDistance(null)).toBe('Not known');
  });

  it('says whether the asking price is above or below the estimate', () => {
    expect(describeAskingVsEstimate(4.2)).toBe('4.2% above the estimate');
    expect(describeAskingVsEstimate(-3)).toBe('3% below the estimate');
    expect(describeAskingVsEstimate(0)).toBe('the same as the estimate');
  });

  it('compares a yield with the region in percentage points', () => {
    expect(compareWithRegion(5.5, 6.6)).toBe('1.1 points below the region');
    expect(compareWithRegion(7.6, 6.6)).toBe('1 point above the region');
    expect(compareWithRegion(6.62, 6.6)).toBe('the same as the region');
  });

  it('signs a change', () => {
    expect(formatChange(3.6)).toBe('+3.6%');
    expect(formatChange(-1.25)).toBe('−1.3%');
    expect(formatChange(0)).toBe('0%');
  });
});
