import { describe, expect, it } from 'vitest';
import { readWrittenNumbers, valueOf, writesAs } from './written-numbers.ts';

const figures = (text: string) =>
  readWrittenNumbers(text)
    .filter((number) => number.isFigure)
    .map((number) => number.text);

describe('readWrittenNumbers', () => {
  it('reads money, rates and scaled amounts as written', () => {
    const numbers = readWrittenNumbers(
      'Costs £1,234.50, a yield of 5.2% (or 6 per cent), £350k, £1.5m, 3 million and 12,000 visits.',
    );
    expect(numbers.map((number) => [number.text, valueOf(number), number.decimals])).toEqual([
      ['£1,234.50', 1234.5, 2],
      ['5.2%', 5.2, 1],
      ['6 per cent', 6, 0],
      ['£350k', 350_000, 0],
      ['£1.5m', 1_500_000, 1],
      ['3 million', 3_000_000, 0],
      ['12,000', 12_000, 0],
    ]);
  });

  it('leaves out dates, tax years and numbers inside words', () => {
    expect(
      readWrittenNumbers(
        'On 1 October 2030, from April 2027, in 2026-27, dated 2026-03-02, by 2031: an S24 or A1 code.',
      ),
    ).toEqual([]);
  });

  it('does not take names, list numbers or counting words for figures', () => {
    expect(
      figures(
        '1. Under section 24 and clause 14, flood zone 3, page 12.\n2) Three bedrooms, 4 rooms, 250 homes.',
      ),
    ).toEqual(['250']);
  });

  it('keeps a year-like amount with a pound sign or a percent', () => {
    expect(figures('A fee of £2,000 and £1999, and 2025%.')).toEqual(['£2,000', '£1999', '2025%']);
  });

  it('does not read metres as millions', () => {
    expect(readWrittenNumbers('a 15m garden').map((number) => number.text)).toEqual([]);
  });
});

describe('writesAs', () => {
  const [thousands, percent, pounds] = readWrittenNumbers('£1.2k, 5.2% and £872');
  it('accepts a figure rounded for writing, sign aside', () => {
    expect(writesAs(thousands!, 1234)).toBe(true);
    expect(writesAs(percent!, 5.23)).toBe(true);
    expect(writesAs(pounds!, -871.6)).toBe(true);
  });

  it('refuses a different figure', () => {
    expect(writesAs(thousands!, 1290)).toBe(false);
    expect(writesAs(percent!, 5.26)).toBe(false);
    expect(writesAs(pounds!, 870)).toBe(false);
  });
});
