import type { Figure, Flip, RefurbishmentAnalysis, RefurbishRefinance } from '@plotwise/contracts';
import { assumptionSource } from '../assumptions/default-assumptions.ts';
import { tableInForceOrFirst } from '../core/dated-table.ts';
import { addMonths, taxYearOf, taxYearStart } from '../core/dates.ts';
import { figure, gbp, gbpPerMonth, percent } from '../core/figure.ts';
import { formatPercent, formatPounds, sum } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { CORPORATION_TAX_TABLES } from '../income-tax/corporation-tax-tables.ts';
import { INCOME_TAX_TABLES, incomeTaxRegimeOf } from '../income-tax/income-tax-tables.ts';
import { corporationTax, individualTradingTax } from '../income-tax/rental-profit-tax.ts';
import { legalFee } from '../legal/conveyancing.ts';

/** Months a finished flip takes to sell and complete (Plotwise assumption). */
export const MONTHS_TO_SELL = 3;
const WEEKS_PER_MONTH = 52 / 12;

/** What buying, owning and doing up cost before the exit: shared by both strategies. */
export type Outlay = { deposit: number; loan: number; purchaseCosts: number; monthlyMortgage: number; refurbishment: RefurbishmentAnalysis };

const worksMonths = (outlay: Outlay) => Math.ceil(outlay.refurbishment.figures.duration_weeks.value / WEEKS_PER_MONTH);
const holdingCost = (context: AnalysisContext, outlay: Outlay, months: number) => months * (outlay.monthlyMortgage + context.assumptions.insurance_per_year / 12);

/**
 * Buy, refurbish, refinance: the money put in (deposit, purchase costs, works, the months of holding
 * costs and the new lender's fees) less what the new mortgage at the value after works releases.
 */
export function refurbishRefinance(context: AnalysisContext, outlay: Outlay, monthlyCashFlowWithLoan: (loan: number) => number): RefurbishRefinance {
  const a = context.assumptions;
  const works = outlay.refurbishment.figures.works_total;
  const after = outlay.refurbishment.figures.value_after_works;
  const holding = holdingCost(context, outlay, worksMonths(outlay));
  const moneyIn = outlay.deposit + outlay.purchaseCosts + works.value + holding + a.lender_fee + a.broker_fee;
  const newLoan = (after.value * a.refinance_ltv_pct) / 100;
  const meta = (label: string, method: string, source = assumptionSource(a, 'refinance_ltv_pct')) => ({ label, method, source, as_of: context.today });
  return {
    works_total: works,
    value_after_works: after,
    money_in: gbp(moneyIn, meta('Money in', `Deposit, purchase costs, works, ${formatPounds(holding)} of mortgage and insurance during the works, and the new lender’s and broker’s fees.`)),
    refinance_loan: gbp(newLoan, meta('Refinanced mortgage', `${formatPercent(a.refinance_ltv_pct)} of the value after works.`)),
    money_left_in: gbp(moneyIn - (newLoan - outlay.loan), meta('Money left in', 'Money in, less what the new mortgage releases after repaying the first.')),
    monthly_cash_flow_after_refinance: gbpPerMonth(monthlyCashFlowWithLoan(newLoan), meta('Monthly cash flow after refinancing', 'The same rent and running costs with the larger mortgage.')),
  };
}

function flipTax(context: AnalysisContext, profit: number, saleDate: string): { tax: number; method: string; source: Figure['source'] } {
  const { buyer } = context.assumptions;
  if (buyer.company) {
    const table = tableInForceOrFirst(CORPORATION_TAX_TABLES, saleDate);
    return { tax: corporationTax(profit, table), method: 'Corporation tax on the profit, with marginal relief.', source: table.source };
  }
  const table = tableInForceOrFirst(INCOME_TAX_TABLES[incomeTaxRegimeOf(context.location.nation)], taxYearStart(taxYearOf(saleDate)));
  return { tax: individualTradingTax(profit, buyer.income_tax_band, table), method: `Income tax and Class 4 National Insurance on a trading profit at ${table.trading[buyer.income_tax_band]}% (${buyer.income_tax_band} rate).`, source: table.source };
}

/** Buy, do up and sell: profit after every cost and the tax on it, and the return on the cash it needs. */
export function flip(context: AnalysisContext, outlay: Outlay): Flip {
  const a = context.assumptions;
  const sale = outlay.refurbishment.figures.value_after_works;
  const months = worksMonths(outlay) + MONTHS_TO_SELL;
  const at = (label: string, method: string, source = assumptionSource(a, 'sale_fees_pct')) => ({ label, method, source, as_of: context.today });
  const costs = [
    gbp(outlay.purchaseCosts, at('Purchase costs', 'Purchase tax, conveyancing, survey and mortgage fees.')),
    { ...outlay.refurbishment.figures.works_total, label: 'Works' },
    gbp(holdingCost(context, outlay, months), at('Holding costs', `${months} months of mortgage payments and insurance.`)),
    gbp((sale.value * a.sale_fees_pct) / 100, at('Estate agent', `${formatPercent(a.sale_fees_pct)} of the sale price.`)),
    gbp(legalFee(context).value, at('Legal fee on the sale', 'As for the purchase.')),
  ];
  const profit = sale.value - context.price - sum(costs.map((cost) => cost.value));
  const tax = flipTax(context, profit, addMonths(context.completionDate, months));
  const cashNeeded = outlay.deposit + sum(costs.slice(0, 3).map((cost) => cost.value));
  return {
    sale_price: sale,
    costs,
    profit_before_tax: gbp(profit, at('Profit before tax', `Sale price less the price (${formatPounds(context.price)}) and every cost.`)),
    tax: gbp(tax.tax, at('Tax on the profit', tax.method, tax.source)),
    profit_after_tax: gbp(profit - tax.tax, at('Profit after tax', 'Profit before tax, less tax.')),
    months: figure('months', months, at('Months to complete', `Time on site plus ${MONTHS_TO_SELL} months to sell.`, { name: 'Plotwise assumption' })),
    return_on_cash_pct: percent(cashNeeded > 0 ? ((profit - tax.tax) / cashNeeded) * 100 : 0, at('Return on cash', `Profit after tax over the cash needed (${formatPounds(cashNeeded)}: deposit, purchase costs, works and holding costs).`)),
  };
}
