import { describe, expect, it } from 'vitest';
import { ukToday } from './uk-today';

describe('ukToday', () => {
  it('is the calendar date in the UK, summer time included', () => {
    expect(ukToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-21');
    expect(ukToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });
});
