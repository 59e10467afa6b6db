import { incomeTaxBands, type Section24Year } from '@plotwise/contracts';
import { tableInForceOrFirst } from '../core/dated-table.ts';
import { addYears, taxYearOf, taxYearStart } from '../core/dates.ts';
import { gbpPerYear } from '../core/figure.ts';
import { formatPounds } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { CORPORATION_TAX_TABLES } from '../income-tax/corporation-tax-tables.ts';
import { INCOME_TAX_TABLES, incomeTaxRegimeOf } from '../income-tax/income-tax-tables.ts';
import { corporationTax, individualPropertyTax } from '../income-tax/rental-profit-tax.ts';
import type { MortgageYear } from './mortgage.ts';

/** One year of letting from completion: rent and running costs grown, the mortgage's year, and the tax year it falls in. */
export type RentalYear = {
  year: number;
  startDate: string;
  taxYear: string;
  rent: number;
  runningCosts: number;
  mortgage: MortgageYear;
};

/** Years 1..n from completion; rent and costs grow at the rent growth assumption. */
export function rentalYears(context: AnalysisContext, annualRent: number, annualRunningCosts: number, schedule: readonly MortgageYear[]): RentalYear[] {
  const growth = 1 + context.assumptions.rent_growth_pct / 100;
  return schedule.map((mortgage, index) => {
    const startDate = addYears(context.completionDate, index);
    return {
      year: index + 1,
      startDate,
      taxYear: taxYearOf(startDate),
      rent: annualRent * growth ** index,
      runningCosts: annualRunningCosts * growth ** index,
      mortgage,
    };
  });
}

/** The buyer's own tax on a year's letting: corporation tax for a company, Section 24 income tax at their band otherwise. */
export function taxForBuyer(context: AnalysisContext, year: RentalYear): number {
  const profit = year.rent - year.runningCosts;
  if (context.assumptions.buyer.company) return corporationTax(profit - year.mortgage.interest, tableInForceOrFirst(CORPORATION_TAX_TABLES, year.startDate));
  const table = tableInForceOrFirst(INCOME_TAX_TABLES[incomeTaxRegimeOf(context.location.nation)], taxYearStart(year.taxYear));
  return individualPropertyTax(profit, year.mortgage.interest, context.assumptions.buyer.income_tax_band, table);
}

/** Each year's tax as an individual at every band (Section 24) against a company deducting the interest in full. */
export function section24(context: AnalysisContext, year: RentalYear): Section24Year {
  const profit = year.rent - year.runningCosts;
  const finance = year.mortgage.interest;
  const incomeTable = tableInForceOrFirst(INCOME_TAX_TABLES[incomeTaxRegimeOf(context.location.nation)], taxYearStart(year.taxYear));
  const ctTable = tableInForceOrFirst(CORPORATION_TAX_TABLES, year.startDate);
  const afterInterest = profit - finance;
  const at = (label: string, method: string, source = incomeTable.source) => ({ label, method, source, as_of: incomeTable.effective_from });
  const companyTax = corporationTax(afterInterest, ctTable);
  return {
    tax_year: year.taxYear,
    profit_before_finance_costs: gbpPerYear(profit, at('Profit before finance costs', 'Rent less running costs, before mortgage interest.')),
    finance_costs: gbpPerYear(finance, at('Mortgage interest', 'Interest paid in the year.')),
    individual: incomeTaxBands.map((band) => {
      const tax = individualPropertyTax(profit, finance, band, incomeTable);
      const method = `${incomeTable.property[band]}% of ${formatPounds(profit)}, less a ${incomeTable.financeCostCreditRate}% credit on the interest (Section 24).`;
      return {
        band,
        tax: gbpPerYear(tax, at(`Income tax (${band} rate)`, method)),
        profit_after_tax: gbpPerYear(afterInterest - tax, at(`Profit after tax (${band} rate)`, 'Profit after interest, less income tax.')),
      };
    }),
    company: {
      tax: gbpPerYear(companyTax, at('Corporation tax', 'On profit after interest, with marginal relief; before taking money out of the company.', ctTable.source)),
      profit_after_tax: gbpPerYear(afterInterest - companyTax, at('Profit after tax (company)', 'Profit after interest, less corporation tax.', ctTable.source)),
    },
  };
}
