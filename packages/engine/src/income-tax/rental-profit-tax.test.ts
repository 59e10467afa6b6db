import { describe, expect, it } from 'vitest';
import { tableInForce } from '../core/dated-table.ts';
import { taxYearStart } from '../core/dates.ts';
import { CORPORATION_TAX_TABLES } from './corporation-tax-tables.ts';
import { INCOME_TAX_TABLES } from './income-tax-tables.ts';
import { corporationTax, individualPropertyTax } from './rental-profit-tax.ts';

const englandYear = (taxYear: string) => tableInForce(INCOME_TAX_TABLES.england_and_northern_ireland, taxYearStart(taxYear))!;
const ct = (profit: number, date: string) => corporationTax(profit, tableInForce(CORPORATION_TAX_TABLES, date)!);

describe('Section 24 for individuals', () => {
  // £12,000 profit before £8,000 mortgage interest: tax on £12,000, less 20% of £8,000.
  it('taxes profit before interest and credits 20% of the interest (GOV.UK, Income Tax rates; HMRC Section 24 restriction)', () => {
    const year = englandYear('2026-27');
    expect(individualPropertyTax(12_000, 8_000, 'basic', year)).toBe(2_400 - 1_600);
    expect(individualPropertyTax(12_000, 8_000, 'higher', year)).toBe(4_800 - 1_600);
    expect(individualPropertyTax(12_000, 8_000, 'additional', year)).toBe(5_400 - 1_600);
  });

  it('from 6 April 2027 property income is taxed at 22/42/47% with a 22% credit in England and Northern Ireland', () => {
    expect(englandYear('2026-27').property).toEqual({ basic: 20, higher: 40, additional: 45 });
    const year = englandYear('2027-28');
    expect(year.property).toEqual({ basic: 22, higher: 42, additional: 47 });
    expect(individualPropertyTax(12_000, 8_000, 'basic', year)).toBeCloseTo(2_640 - 1_760, 6);
    expect(individualPropertyTax(12_000, 8_000, 'higher', year)).toBeCloseTo(5_040 - 1_760, 6);
    expect(tableInForce(INCOME_TAX_TABLES.wales, taxYearStart('2027-28'))!.property.basic).toBe(20);
  });

  it('limits the credit to the profit and never goes below zero', () => {
    expect(individualPropertyTax(5_000, 9_000, 'higher', englandYear('2026-27'))).toBe(2_000 - 1_000);
    expect(individualPropertyTax(-2_000, 9_000, 'higher', englandYear('2026-27'))).toBe(0);
  });
});

describe('corporation tax', () => {
  it('19% up to £50,000, 25% from £250,000, marginal relief between (GOV.UK, Corporation Tax rates)', () => {
    expect(ct(40_000, '2026-01-01')).toBe(7_600);
    expect(ct(100_000, '2026-01-01')).toBeCloseTo(25_000 - 2_250, 6);
    expect(ct(300_000, '2026-01-01')).toBe(75_000);
    expect(ct(100_000, '2022-06-01')).toBe(19_000);
    expect(ct(-5_000, '2026-01-01')).toBe(0);
  });
});
