import type { Figure, RangedFigure } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { analysisInput } from '../analysis/test-fixtures.ts';
import { analyseStrategy } from './analyse-strategy.ts';

const source = { name: 'Test market data' };
const ranged = (value: number, low: number, high: number, unit: Figure['unit']): RangedFigure => ({ value, low, high, unit, label: 'Estimate', method: 'Comparables', source, as_of: '2026-01-31' });
const valueOf = (figures: Figure[], label: string) => figures.find((f) => f.label === label)?.value;

// The Leeds semi at £200,000 with the default assumptions: Yorkshire's 7.8% gross yield gives
// £1,300 a month; 25% deposit, £150,000 at 4.94% over 25 years repaying £871.65 a month.
describe('strategy for the default buyer', () => {
  const result = analyseStrategy(analysisInput());

  it('rent from the regional yield, and the yields', () => {
    expect(result.figures.monthly_rent).toMatchObject({ value: 1_300, source: { name: 'Paragon Bank, buy-to-let gross yields by region, Q3 2025' } });
    expect(result.figures.gross_yield_pct.value).toBe(7.8);
    // Running costs £371.85 a month (£4,462.22 a year); (£15,600 - £4,462.22) / (£200,000 + £4,699) = 5.44%.
    expect(result.figures.net_yield_pct.value).toBe(5.44);
  });

  it('purchase costs itemised: SDLT £1,500, conveyancing £1,250, survey, lender and broker fees', () => {
    expect(result.purchase_costs.map((line) => [line.label, line.value])).toEqual([
      ['Stamp Duty Land Tax', 1_500], ['Conveyancing', 1_250], ['Survey', 450], ['Lender fee', 999], ['Broker fee', 500],
    ]);
    expect(result.figures.purchase_costs_total.value).toBe(4_699);
    expect(result.figures.total_cash_in.value).toBe(50_000 + 4_699);
  });

  it('the monthly cash flow lines add up to the cash flow', () => {
    expect(result.monthly_cash_flow.map((line) => [line.label, line.value])).toEqual([
      ['Monthly rent', 1_300], ['Voids', -75], ['Management', -147], ['Maintenance', -130], ['Insurance', -20], ['Mortgage', -872],
    ]);
    expect(result.figures.monthly_cash_flow.value).toBe(56);
    expect(result.monthly_cash_flow.reduce((total, line) => total + line.value, 0)).toBe(result.figures.monthly_cash_flow.value);
    expect(result.figures.monthly_mortgage_payment.value).toBe(872);
    expect(result.figures.monthly_operating_costs.value).toBe(372);
    // £672 a year on £54,699 of cash.
    expect(result.figures.cash_on_cash_return_pct.value).toBe(1.23);
  });

  it('every figure carries a label, method, source and date', () => {
    for (const figure of Object.values(result.figures)) {
      expect(figure.label && figure.method && figure.source.name && figure.as_of).toBeTruthy();
    }
  });

  it('a low risk score with its one reason', () => {
    expect(result.risk).toMatchObject({ score: { value: 5 }, level: 'low' });
    expect(result.risk.reasons.map((r) => r.code)).toEqual(['rent_estimated']);
  });
});

describe('lender stress test', () => {
  it('at the higher of 5.5% and the rate + 2 points, 125% cover for basic-rate taxpayers', () => {
    // £150,000 at 6.94%: £10,410 of interest against £15,600 of rent, cover 1.50.
    const passes = analyseStrategy(analysisInput()).stress_test;
    expect(passes).toMatchObject({ stressed_rate_pct: { value: 6.94 }, interest_cover_ratio: { value: 1.5 }, applies: 'basic_rate', passes: true });
    // £180,000 (10% deposit): £12,492 of interest, cover 1.2488: just under 125%.
    const fails = analyseStrategy(analysisInput({ assumptions: { deposit_pct: 10 } })).stress_test;
    expect(fails.passes).toBe(false);
    expect(fails.checks[0]).toMatchObject({ taxpayer: 'basic_rate', max_loan: { value: 179_827 }, passes: false });
  });

  it('145% for higher-rate taxpayers; a floor of 5.5% for low rates', () => {
    const higher = analyseStrategy(analysisInput({ assumptions: { mortgage_rate_pct: 3, deposit_pct: 20, buyer: { income_tax_band: 'higher' } } })).stress_test;
    // £160,000 at 5.5%: £8,800 of interest, cover 1.77.
    expect(higher).toMatchObject({ stressed_rate_pct: { value: 5.5 }, applies: 'higher_rate', passes: true, interest_cover_ratio: { value: 1.77 } });
    expect(higher.checks[1]!.required_ratio.value).toBe(1.45);
  });
});

describe('Section 24 and the projection by tax year', () => {
  // Interest only, so interest is exactly £7,410 a year; profit before interest £11,137.78.
  const result = analyseStrategy(analysisInput({ assumptions: { mortgage_type: 'interest_only' } }));

  it('individual at each band against a company in the first year (2025-26)', () => {
    const first = result.section_24[0]!;
    expect(first.tax_year).toBe('2025-26');
    expect(first.individual.map((row) => [row.band, row.tax.value])).toEqual([['basic', 746], ['higher', 2_973], ['additional', 3_530]]);
    // Company: 19% of £3,727.78 after interest.
    expect(first.company.tax.value).toBe(708);
  });

  it('from 2027-28 England’s property rates are 22/42/47% with a 22% credit', () => {
    expect(result.section_24.map((year) => year.tax_year)).toEqual(['2025-26', '2026-27', '2027-28', '2028-29', '2029-30']);
    // Year 3: profit £11,587.74 (two years of 2% growth); 22% of it less 22% of £7,410.
    expect(result.section_24[2]!.individual.map((row) => row.tax.value)).toEqual([919, 3_237, 3_816]);
    expect(result.projection[2]).toMatchObject({ tax_year: '2027-28', tax: { value: 919 } });
  });

  it('the projection grows the rent and value 2% a year and keeps an interest-only balance', () => {
    expect(result.projection).toHaveLength(5);
    expect(result.projection.map((year) => year.rent.value)).toEqual([15_600, 15_912, 16_230, 16_555, 16_886]);
    expect(result.projection[4]).toMatchObject({ property_value: { value: 220_816 }, loan_balance: { value: 150_000 }, equity: { value: 70_816 } });
    const year = result.projection[0]!;
    expect(year.cash_flow_after_tax.value).toBe(Math.round(15_600 - 4_462.224 - 7_410 - 745.5552));
  });

  it('a company pays the higher rates of SDLT and corporation tax in the projection', () => {
    const company = analyseStrategy(analysisInput({ assumptions: { mortgage_type: 'interest_only', buyer: { company: true } } }));
    expect(company.figures.transaction_tax.value).toBe(11_500);
    expect(company.projection[0]!.tax.value).toBe(708);
  });
});

describe('exits and the market', () => {
  const market = {
    estimated_value: ranged(210_000, 195_000, 240_000, 'gbp'),
    local_average_price: { value: 180_000, unit: 'gbp', label: 'Local average', method: 'Sales in the district', source, as_of: '2026-01-31' } satisfies Figure,
    regional_gross_yield_pct: { value: 7, unit: 'percent', label: 'Regional yield', method: 'Survey', source, as_of: '2026-01-31' } satisfies Figure,
    estimated_monthly_rent: ranged(1_150, 1_050, 1_250, 'gbp_per_month'),
  };
  const result = analyseStrategy(analysisInput({ market, room_conditions: { kitchen: 'poor' } }));

  it('rent from market data and the comparison with the local market', () => {
    expect(result.figures.monthly_rent).toMatchObject({ value: 1_150, source });
    expect(result.market_comparison).toMatchObject({
      price_vs_estimated_value_pct: { value: -4.76 },
      position_in_estimated_range: 'within',
      price_vs_local_average_pct: { value: 11.11 },
      gross_yield_vs_region_points: { value: -0.1 },
    });
  });

  it('refurbish and refinance: money left in after the new mortgage at 75% of the value after works', () => {
    // In: £50,000 + £4,699 + works £16,104 + one month of mortgage and insurance £891.15 + fees £1,499.
    expect(result.refurbish_refinance).toMatchObject({ money_in: { value: 73_193 }, refinance_loan: { value: 180_000 }, money_left_in: { value: 43_193 } });
  });

  it('flip: profit after every cost and the tax on it', () => {
    expect(valueOf(result.flip.costs, 'Holding costs')).toBe(3_565);
    expect(result.flip.costs.map((cost) => cost.value)).toEqual([4_699, 16_104, 3_565, 4_320, 700]);
    // £240,000 - £200,000 - the costs as shown (£29,388) = £10,612; 26% income tax and NI in 2026-27.
    expect(result.flip.profit_before_tax.value).toBe(10_612);
    expect(result.flip.tax.value).toBe(2_759);
    expect(result.flip.months.value).toBe(4);
  });
});

describe('risk score', () => {
  it('a thin deposit: negative cash flow, a failed stress test and high borrowing', () => {
    const result = analyseStrategy(analysisInput({ assumptions: { deposit_pct: 10 } }));
    expect(result.risk.reasons.map((r) => [r.code, r.points])).toEqual([
      ['negative_cash_flow', 25], ['stress_test_fails', 20], ['high_loan_to_value', 10], ['rent_estimated', 5],
    ]);
    expect(result.risk).toMatchObject({ score: { value: 60 }, level: 'high' });
  });
});
