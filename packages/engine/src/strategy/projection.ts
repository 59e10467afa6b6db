import type { ProjectionYear } from '@plotwise/contracts';
import { assumptionSource } from '../assumptions/default-assumptions.ts';
import { gbp, gbpPerYear } from '../core/figure.ts';
import { formatPercent } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { taxForBuyer, type RentalYear } from './rental-years.ts';

export const PROJECTION_YEARS = 5;

/** Five years from completion: cash flow before and after the buyer's tax, value growing at the capital growth assumption, and equity. */
export function projection(context: AnalysisContext, years: readonly RentalYear[]): ProjectionYear[] {
  const a = context.assumptions;
  const growthSource = assumptionSource(a, 'capital_growth_pct');
  const rentSource = assumptionSource(a, 'rent_growth_pct');
  return years.map((year) => {
    const beforeTax = year.rent - year.runningCosts - year.mortgage.payments;
    const tax = taxForBuyer(context, year);
    const value = context.price * (1 + a.capital_growth_pct / 100) ** year.year;
    const at = (label: string, method: string, source = rentSource) => ({ label, method, source, as_of: context.today });
    return {
      year: year.year,
      tax_year: year.taxYear,
      rent: gbpPerYear(year.rent, at('Rent', `The first year’s rent grown ${formatPercent(a.rent_growth_pct)} a year.`)),
      operating_costs: gbpPerYear(year.runningCosts, at('Running costs', `Voids, management, maintenance, insurance and leasehold costs, grown with the rent.`)),
      mortgage_interest: gbpPerYear(year.mortgage.interest, at('Mortgage interest', 'Interest paid in the year.')),
      mortgage_payments: gbpPerYear(year.mortgage.payments, at('Mortgage payments', 'Payments made in the year.')),
      cash_flow_before_tax: gbpPerYear(beforeTax, at('Cash flow before tax', 'Rent less running costs and mortgage payments.')),
      tax: gbpPerYear(tax, at('Tax', a.buyer.company ? 'Corporation tax on profit after interest.' : `Income tax at the ${a.buyer.income_tax_band} rate under Section 24, rates for ${year.taxYear}.`)),
      cash_flow_after_tax: gbpPerYear(beforeTax - tax, at('Cash flow after tax', 'Cash flow before tax, less tax.')),
      property_value: gbp(value, at('Property value', `The price grown ${formatPercent(a.capital_growth_pct)} a year.`, growthSource)),
      loan_balance: gbp(year.mortgage.balance, at('Mortgage balance', 'What is left to repay at the year’s end.')),
      equity: gbp(value - year.mortgage.balance, at('Equity', 'Property value less the mortgage balance.', growthSource)),
    };
  });
}
