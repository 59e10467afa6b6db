import { describe, expect, it } from 'vitest';
import { taxOn } from './test-helpers.ts';

// Sources: HMRC, "Stamp Duty Land Tax: residential property rates" (gov.uk/stamp-duty-land-tax/residential-property-rates)
// for the bands; amounts are those bands applied by hand. The £295,000 example is the one on that page.
const AFTER_APRIL_2025 = '2025-06-01';
const BEFORE_APRIL_2025 = '2025-03-31';
const sdlt = (price: number, date: string, flags = {}) => taxOn(price, 'england', date, flags).amount;

describe('SDLT from 1 April 2025', () => {
  it('£295,000 standard purchase: £4,750 (HMRC worked example)', () => {
    const result = taxOn(295_000, 'england', AFTER_APRIL_2025);
    expect(result.amount).toBe(4_750);
    expect(result.bands.map(({ from, to, rate, tax }) => [from, to, rate, tax])).toEqual([
      [0, 125_000, 0, 0],
      [125_000, 250_000, 2, 2_500],
      [250_000, 295_000, 5, 2_250],
    ]);
    expect(result).toMatchObject({ tax: 'SDLT', rates_effective_from: '2025-04-01' });
  });

  it('first-time buyer at £500,000 pays 5% above £300,000; at £500,001 the relief is lost entirely', () => {
    expect(sdlt(500_000, AFTER_APRIL_2025, { first_time_buyer: true })).toBe(10_000);
    // 2% of £125,000 + 5% of £250,001 = £15,000.05, rounded down.
    expect(sdlt(500_001, AFTER_APRIL_2025, { first_time_buyer: true })).toBe(15_000);
    expect(taxOn(500_001, 'england', AFTER_APRIL_2025, { first_time_buyer: true }).notes).toContain(
      'No first-time buyer relief: the price is over £500,000.',
    );
  });

  it('higher rates add 5 points to every band: £300,000 additional dwelling is £20,000', () => {
    expect(sdlt(300_000, AFTER_APRIL_2025, { additional_dwelling: true })).toBe(20_000);
  });

  it('the higher rates start at £40,000', () => {
    expect(sdlt(39_999, AFTER_APRIL_2025, { additional_dwelling: true })).toBe(0);
    expect(sdlt(40_000, AFTER_APRIL_2025, { additional_dwelling: true })).toBe(2_000);
    expect(sdlt(39_999, AFTER_APRIL_2025, { non_resident: true })).toBe(0);
    expect(sdlt(40_000, AFTER_APRIL_2025, { non_resident: true })).toBe(800);
  });

  it('non-resident and additional dwelling together add 7 points: £300,000 is £26,000', () => {
    expect(sdlt(300_000, AFTER_APRIL_2025, { additional_dwelling: true, non_resident: true })).toBe(26_000);
    expect(sdlt(295_000, AFTER_APRIL_2025, { non_resident: true })).toBe(10_650);
  });

  it('a non-resident first-time buyer keeps the relief and pays the 2-point surcharge on it', () => {
    expect(sdlt(400_000, AFTER_APRIL_2025, { first_time_buyer: true, non_resident: true })).toBe(13_000);
  });

  it('a first-time buyer who would own another dwelling pays the higher rates', () => {
    expect(sdlt(300_000, AFTER_APRIL_2025, { first_time_buyer: true, additional_dwelling: true })).toBe(20_000);
  });

  it('a company pays the higher rates up to £500,000 and a flat 17% of the whole price above it', () => {
    expect(sdlt(500_000, AFTER_APRIL_2025, { company: true })).toBe(40_000);
    const over = taxOn(600_000, 'england', AFTER_APRIL_2025, { company: true });
    expect(over.amount).toBe(102_000);
    expect(over.bands).toEqual([{ from: 0, to: 600_000, rate: 17, tax: 102_000, label: 'Company rate on the whole price' }]);
    expect(sdlt(600_000, AFTER_APRIL_2025, { company: true, non_resident: true })).toBe(114_000);
  });

  it('Northern Ireland pays SDLT like England', () => {
    expect(taxOn(295_000, 'northern_ireland', AFTER_APRIL_2025)).toMatchObject({ tax: 'SDLT', amount: 4_750 });
  });
});

describe('SDLT before 1 April 2025', () => {
  it('£295,000 standard: nil band to £250,000, so £2,250', () => {
    expect(sdlt(295_000, BEFORE_APRIL_2025)).toBe(2_250);
    expect(taxOn(295_000, 'england', BEFORE_APRIL_2025).rates_effective_from).toBe('2024-10-31');
  });

  it('first-time buyer relief to £425,000 nil and £625,000 limit', () => {
    expect(sdlt(500_000, BEFORE_APRIL_2025, { first_time_buyer: true })).toBe(3_750);
    expect(sdlt(625_000, BEFORE_APRIL_2025, { first_time_buyer: true })).toBe(10_000);
    expect(sdlt(625_001, BEFORE_APRIL_2025, { first_time_buyer: true })).toBe(18_750);
  });

  it('higher rates were 3 points before 31 October 2024 and 5 from that day', () => {
    expect(sdlt(300_000, '2024-10-30', { additional_dwelling: true })).toBe(11_500);
    expect(sdlt(300_000, '2024-10-31', { additional_dwelling: true })).toBe(17_500);
  });

  it('the company flat rate was 15% before 31 October 2024', () => {
    expect(sdlt(600_000, '2024-10-30', { company: true })).toBe(90_000);
  });

  it('between 1 October 2021 and 22 September 2022 the bands matched today’s', () => {
    expect(sdlt(295_000, '2022-01-10')).toBe(4_750);
    expect(taxOn(295_000, 'england', '2022-01-10').rates_effective_from).toBe('2021-10-01');
  });
});
