import { describe, expect, it } from 'vitest';
import { taxOn } from './test-helpers.ts';

// Sources: Welsh Revenue Authority, "Land Transaction Tax rates and bands" (gov.wales); amounts are
// the published bands applied by hand.
const ltt = (price: number, date: string, flags = {}) => taxOn(price, 'wales', date, flags).amount;
const NOW = '2025-06-01';

describe('LTT', () => {
  it('£300,000 at the main rates: £4,500', () => {
    expect(taxOn(300_000, 'wales', NOW)).toMatchObject({ tax: 'LTT', amount: 4_500 });
  });

  it('higher rates from 11 December 2024: £300,000 is £19,950', () => {
    expect(ltt(300_000, NOW, { additional_dwelling: true })).toBe(19_950);
    expect(ltt(300_000, NOW, { company: true })).toBe(19_950);
  });

  it('higher rates before 11 December 2024: £300,000 was £16,950', () => {
    expect(ltt(300_000, '2024-12-10', { additional_dwelling: true })).toBe(16_950);
  });

  it('main rates before 10 October 2022 had a £180,000 nil band', () => {
    expect(ltt(300_000, '2022-10-09')).toBe(4_950);
  });

  it('higher rates start at £40,000', () => {
    expect(ltt(39_999, NOW, { additional_dwelling: true })).toBe(0);
    expect(ltt(40_000, NOW, { additional_dwelling: true })).toBe(2_000);
  });

  it('no first-time buyer relief and no non-resident surcharge in Wales', () => {
    const result = taxOn(300_000, 'wales', NOW, { first_time_buyer: true, non_resident: true });
    expect(result.amount).toBe(4_500);
    expect(result.notes).toEqual(['Wales has no first-time buyer relief.', 'Wales has no non-resident surcharge.']);
  });

  it('rounds half pence down: 7.5% of £1 over £400,000', () => {
    expect(ltt(400_001, NOW)).toBe(10_500);
  });
});
