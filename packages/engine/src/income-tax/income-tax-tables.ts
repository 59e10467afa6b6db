import type { IncomeTaxBand, Nation } from '@plotwise/contracts';
import type { DatedTable } from '../core/dated-table.ts';

/**
 * Income-tax rates for one tax year onwards (effective_from is 6 April): on property income, the
 * finance-cost credit that replaced the deduction of mortgage interest (Section 24), and on trading
 * profit (a flip) with Class 4 National Insurance added (docs/product/analysis-rules.md, "Income tax").
 */
export type IncomeTaxTable = DatedTable & {
  property: Record<IncomeTaxBand, number>;
  financeCostCreditRate: number;
  trading: Record<IncomeTaxBand, number>;
};

/** Which rates a taxpayer pays; Plotwise assumes the buyer pays income tax where the property is. */
export type IncomeTaxRegime = 'england_and_northern_ireland' | 'wales' | 'scotland';
export const incomeTaxRegimeOf = (nation: Nation): IncomeTaxRegime =>
  nation === 'scotland' ? 'scotland' : nation === 'wales' ? 'wales' : 'england_and_northern_ireland';

const ukRates = { name: 'GOV.UK, Income Tax rates and Class 4 National Insurance', url: 'https://www.gov.uk/income-tax-rates' };
const scottishRates = { name: 'GOV.UK, Scottish Income Tax rates', url: 'https://www.gov.uk/scottish-income-tax' };
const propertyRates2027 = { name: 'HM Treasury, Budget 2025: property income rates from 6 April 2027 (England and Northern Ireland)' };

const rates = (basic: number, higher: number, additional: number) => ({ basic, higher, additional });
// Class 4 National Insurance on trading profit: 9% main and 2% upper rate, 9.73%/2.73% averaged over
// 2022-23, 6% main from 6 April 2024.
const withClass4 = (income: Record<IncomeTaxBand, number>, main: number, upper: number) =>
  rates(income.basic + main, income.higher + upper, income.additional + upper);

const UK_GENERAL = rates(20, 40, 45);
const rUkYears: IncomeTaxTable[] = [
  { effective_from: '2021-04-06', source: ukRates, property: UK_GENERAL, financeCostCreditRate: 20, trading: withClass4(UK_GENERAL, 9, 2) },
  { effective_from: '2022-04-06', source: ukRates, property: UK_GENERAL, financeCostCreditRate: 20, trading: withClass4(UK_GENERAL, 9.73, 2.73) },
  { effective_from: '2023-04-06', source: ukRates, property: UK_GENERAL, financeCostCreditRate: 20, trading: withClass4(UK_GENERAL, 9, 2) },
  { effective_from: '2024-04-06', source: ukRates, property: UK_GENERAL, financeCostCreditRate: 20, trading: withClass4(UK_GENERAL, 6, 2) },
];

const scottish = (higher: number, top: number) => rates(20, higher, top);

/** Oldest first, per regime. Wales and Scotland keep their rates until their governments set property rates. */
export const INCOME_TAX_TABLES: Record<IncomeTaxRegime, readonly IncomeTaxTable[]> = {
  england_and_northern_ireland: [
    ...rUkYears,
    { effective_from: '2027-04-06', source: propertyRates2027, property: rates(22, 42, 47), financeCostCreditRate: 22, trading: withClass4(UK_GENERAL, 6, 2) },
  ],
  wales: rUkYears,
  scotland: [
    { effective_from: '2021-04-06', source: scottishRates, property: scottish(41, 46), financeCostCreditRate: 20, trading: withClass4(scottish(41, 46), 9, 2) },
    { effective_from: '2022-04-06', source: scottishRates, property: scottish(41, 46), financeCostCreditRate: 20, trading: withClass4(scottish(41, 46), 9.73, 2.73) },
    { effective_from: '2023-04-06', source: scottishRates, property: scottish(42, 47), financeCostCreditRate: 20, trading: withClass4(scottish(42, 47), 9, 2) },
    { effective_from: '2024-04-06', source: scottishRates, property: scottish(42, 48), financeCostCreditRate: 20, trading: withClass4(scottish(42, 48), 6, 2) },
  ],
};
