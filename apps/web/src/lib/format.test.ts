import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatFloorArea,
  formatGBP,
  formatGBPCompact,
  formatLongDate,
  formatMonth,
  monthToDate,
  toDate,
} from './format';

describe('formatGBP', () => {
  it('formats whole pounds with thousands separators and no decimals', () => {
    expect(formatGBP(350000)).toBe('£350,000');
    expect(formatGBP(1250000)).toBe('£1,250,000');
    expect(formatGBP(0)).toBe('£0');
  });

  it('rounds pence away', () => {
    expect(formatGBP(199.6)).toBe('£200');
  });

  it('accepts numeric strings', () => {
    expect(formatGBP('425000')).toBe('£425,000');
  });

  it('reads Not specified for missing or invalid amounts', () => {
    expect(formatGBP(null)).toBe('Not specified');
    expect(formatGBP(undefined)).toBe('Not specified');
    expect(formatGBP('abc')).toBe('Not specified');
    expect(formatGBP(Number.NaN)).toBe('Not specified');
  });
});

describe('formatGBPCompact', () => {
  it('uses K for thousands and M for millions', () => {
    expect(formatGBPCompact(350000)).toBe('£350K');
    expect(formatGBPCompact(1200000)).toBe('£1.2M');
    expect(formatGBPCompact(1000000)).toBe('£1M');
    expect(formatGBPCompact(87500)).toBe('£87.5K');
    expect(formatGBPCompact(2500000000)).toBe('£2.5B');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(formatGBPCompact(999950)).toBe('£1M');
  });

  it('keeps small amounts in full', () => {
    expect(formatGBPCompact(950)).toBe('£950');
  });

  it('handles negatives and missing values', () => {
    expect(formatGBPCompact(-350000)).toBe('-£350K');
    expect(formatGBPCompact(null)).toBe('Not specified');
  });
});

describe('formatDate', () => {
  it('formats day, short month and year in en-GB', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 21, 12)))).toBe('21 Nov 2026');
  });

  it('uses UK time, so a late-evening UTC time in summer is the next day', () => {
    expect(formatDate('2026-07-01T23:30:00Z')).toBe('2 Jul 2026');
  });

  it('accepts timestamp objects', () => {
    const seconds = Date.UTC(2026, 10, 21, 12) / 1000;
    expect(formatDate({ seconds })).toBe('21 Nov 2026');
    expect(formatDate({ _seconds: seconds })).toBe('21 Nov 2026');
  });

  it('reads N/A for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });
});

describe('formatLongDate', () => {
  it('spells the month out', () => {
    expect(formatLongDate('2026-11-21T10:00:00Z')).toBe('21 November 2026');
  });
});

describe('formatDateTime', () => {
  it('gives the date and time in UK time, summer or winter', () => {
    expect(formatDateTime('2026-11-21T10:15:00.000Z')).toBe('21 Nov 2026, 10:15');
    expect(formatDateTime('2026-07-01T10:15:00.000Z')).toBe('1 Jul 2026, 11:15');
  });

  it('reads N/A for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('N/A');
  });
});

describe('formatMonth', () => {
  it('names a calendar month short, whatever the time zone', () => {
    expect(formatMonth('2025-10')).toBe('Oct 2025');
    expect(formatMonth('2015-01')).toBe('Jan 2015');
    expect(monthToDate('2025-09').toISOString()).toBe('2025-09-01T00:00:00.000Z');
  });
});

describe('toDate', () => {
  it('returns null for empty input', () => {
    expect(toDate('')).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });
});

describe('formatFloorArea', () => {
  it('gives square metres to a tenth and square feet whole (1 m² = 10.7639 ft²)', () => {
    expect(formatFloorArea(72.5)).toBe('72.5 m² (780 ft²)');
    expect(formatFloorArea(100)).toBe('100 m² (1,076 ft²)');
    expect(formatFloorArea(64.04)).toBe('64 m² (689 ft²)');
  });
});

describe('formatFileSize', () => {
  it('sizes files to a tenth below 10 of a unit and whole above', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(formatFileSize(12.3 * 1024 * 1024)).toBe('12 MB');
    expect(formatFileSize(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1.5 GB');
    expect(formatFileSize(20 * 1024 ** 3)).toBe('20 GB');
    expect(formatFileSize(null)).toBe('Not specified');
  });
});
