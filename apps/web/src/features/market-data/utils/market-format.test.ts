import { describe, expect, it } from 'vitest';
import {
  compareWithRegion,
  describeAskingVsEstimate,
  formatChange,
  formatDistance,
} from './market-format';

describe('market formats (en-GB)', () => {
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
