import { describe, expect, it } from 'vitest';
import { parseCount, parseDate, parseMoney, wordsToNumber } from './uk-values.ts';

describe('UK legal values', () => {
  it('reads counts in words and figures', () => {
    expect(wordsToNumber('ninety-nine')).toBe(99);
    expect(wordsToNumber('one hundred and twenty-five')).toBe(125);
    expect(wordsToNumber('nine hundred and ninety nine')).toBe(999);
    expect(wordsToNumber('ninety lemons')).toBeNull();
    expect(parseCount('ninety-nine (99)')).toBe(99);
    expect(parseCount('125')).toBe(125);
  });

  it('reads dates as conveyancers write them, and refuses days that do not exist', () => {
    expect(parseDate('24th day of June 1990')).toBe('1990-06-24');
    expect(parseDate('1 March, 2018')).toBe('2018-03-01');
    expect(parseDate('24/06/1990')).toBe('1990-06-24');
    expect(parseDate('31 February 2020')).toBeNull();
  });

  it('reads sums of money', () => {
    expect(parseMoney('£1,250.50')).toBe(1250.5);
    expect(parseMoney('GBP 250')).toBe(250);
  });
});
