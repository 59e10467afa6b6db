import { describe, expect, it } from 'vitest';
import { taxOn } from './test-helpers.ts';

// Sources: Revenue Scotland, "LBTT residential rates and bands" and "Additional Dwelling Supplement"
// (revenue.scot); amounts are the published bands applied by hand.
const lbtt = (price: number, date: string, flags = {}) => taxOn(price, 'scotland', date, flags).amount;
const NOW = '2025-06-01';

describe('LBTT', () => {
  it('£350,000 standard purchase: £8,350', () => {
    const result = taxOn(350_000, 'scotland', NOW);
    expect(result).toMatchObject({ tax: 'LBTT', amount: 8_350, rates_effective_from: '2024-12-05' });
    expect(result.bands.map((band) => band.tax)).toEqual([0, 2_100, 3_750, 2_500]);
  });

  it('first-time buyer relief raises the nil band to £175,000 (at most £600 off)', () => {
    expect(lbtt(350_000, NOW, { first_time_buyer: true })).toBe(7_750);
    expect(lbtt(175_000, NOW, { first_time_buyer: true })).toBe(0);
  });

  it('the Additional Dwelling Supplement is 8% of the whole price, not of a band', () => {
    const result = taxOn(200_000, 'scotland', NOW, { additional_dwelling: true });
    expect(result.amount).toBe(1_100 + 16_000);
    expect(result.bands.at(-1)).toEqual({ from: 0, to: 200_000, rate: 8, tax: 16_000, label: 'Additional Dwelling Supplement on the whole price' });
  });

  it('the supplement was 6% before 5 December 2024 and 4% before 16 December 2022', () => {
    expect(lbtt(200_000, '2024-12-04', { additional_dwelling: true })).toBe(1_100 + 12_000);
    expect(lbtt(200_000, '2022-12-15', { additional_dwelling: true })).toBe(1_100 + 8_000);
  });

  it('the supplement starts at £40,000 and applies to every company purchase', () => {
    expect(lbtt(39_999, NOW, { additional_dwelling: true })).toBe(0);
    expect(lbtt(40_000, NOW, { additional_dwelling: true })).toBe(3_200);
    expect(lbtt(200_000, NOW, { company: true })).toBe(17_100);
  });

  it('no non-resident surcharge in Scotland', () => {
    expect(lbtt(350_000, NOW, { non_resident: true })).toBe(8_350);
  });

  it('bands add up to the amount even when two slices carry pence', () => {
    // 5% of £55 = £2.75 and 8% of £250,055 = £20,004.40: £22,107.15 in all, rounded down to £22,107.
    const result = taxOn(250_055, 'scotland', NOW, { additional_dwelling: true });
    expect(result.amount).toBe(22_107);
    expect(result.bands.reduce((sum, band) => sum + band.tax, 0)).toBe(22_107);
  });
});
