import type { AnalysisInput, FigureSource, LegalAnalysis, RefurbishmentAnalysis, StrategyAnalysis } from '@plotwise/contracts';
import { buildContext, type AnalysisContext } from '../analysis/analysis-context.ts';
import { assumptionSource } from '../assumptions/default-assumptions.ts';
import { gbp, gbpPerMonth, gbpPerYear, percent } from '../core/figure.ts';
import { formatPercent, formatPounds, sum } from '../core/money.ts';
import { assessLegalInContext } from '../legal/assess-legal.ts';
import { estimateRefurbishmentInContext } from '../refurbishment/estimate-refurbishment.ts';
import { allLines, monthlyCashFlowLines, runningCosts, totalRunningCosts } from './cash-flow.ts';
import { flip, refurbishRefinance, type Outlay } from './exit-strategies.ts';
import { compareWithMarket } from './market-comparison.ts';
import { monthlyMortgagePayment, mortgageSchedule } from './mortgage.ts';
import { PROJECTION_YEARS, projection } from './projection.ts';
import { purchaseCosts, type PurchaseCosts } from './purchase-costs.ts';
import { rentalYears, section24 } from './rental-years.ts';
import { monthlyRent, regionalYieldFigure } from './rent.ts';
import { riskScore } from './risk-score.ts';
import { stressTest } from './stress-test.ts';

export type StrategyParts = { legal: LegalAnalysis; purchase: PurchaseCosts; refurbishment: RefurbishmentAnalysis };

const ENGINE_SOURCE: FigureSource = { name: 'Plotwise analysis engine' };

/** The strategy from a shared context and the parts it builds on (analyseProperty calls this once). */
export function analyseStrategyInContext(context: AnalysisContext, parts: StrategyParts): StrategyAnalysis {
  const { assumptions: a, price, today } = context;
  const at = (label: string, method: string, source: FigureSource = ENGINE_SOURCE) => ({ label, method, source, as_of: today });
  const rent = monthlyRent(context);
  const loan = Math.round((price * (100 - a.deposit_pct)) / 100);
  const deposit = price - loan;
  const payment = monthlyMortgagePayment(loan, a.mortgage_rate_pct, a.mortgage_term_years, a.mortgage_type);
  const costs = runningCosts(context, rent.figure.value);
  const cashFlowWith = (monthlyPayment: number) => sum(allLines(monthlyCashFlowLines(context, rent.figure, costs, monthlyPayment)).map((line) => line.value));
  const lines = monthlyCashFlowLines(context, rent.figure, costs, payment);
  const monthlyCashFlow = cashFlowWith(payment);
  const annualRent = rent.figure.value * 12;
  const annualRunning = totalRunningCosts(costs) * 12;
  const purchaseTotal = parts.purchase.total.value;
  const totalCashIn = deposit + purchaseTotal;
  const grossYield = (annualRent / price) * 100;
  const loanToValue = (loan / price) * 100;
  const years = rentalYears(context, annualRent, annualRunning, mortgageSchedule(loan, a.mortgage_rate_pct, a.mortgage_term_years, a.mortgage_type, PROJECTION_YEARS));
  const stress = stressTest(context, rent.figure.value, loan);
  const market = compareWithMarket(context, grossYield, regionalYieldFigure(context));
  const outlay: Outlay = { deposit, loan, purchaseCosts: purchaseTotal, monthlyMortgage: payment, refurbishment: parts.refurbishment };
  const withNewLoan = (newLoan: number) => cashFlowWith(monthlyMortgagePayment(newLoan, a.mortgage_rate_pct, a.mortgage_term_years, a.mortgage_type));

  return {
    location: context.location,
    figures: {
      transaction_tax: parts.purchase.tax.figure,
      purchase_costs_total: parts.purchase.total,
      deposit: gbp(deposit, at('Deposit', `${formatPercent(a.deposit_pct)} of the price.`, { name: 'Your assumptions' })),
      loan_amount: gbp(loan, at('Mortgage', `The price less the deposit.`, { name: 'Your assumptions' })),
      loan_to_value_pct: percent(loanToValue, at('Loan to value', 'The mortgage as a share of the price.')),
      total_cash_in: gbp(totalCashIn, at('Total cash in', `Deposit ${formatPounds(deposit)} and purchase costs ${formatPounds(purchaseTotal)}.`)),
      monthly_rent: rent.figure,
      annual_rent: gbpPerYear(annualRent, at('Annual rent', 'Monthly rent × 12.', rent.figure.source)),
      gross_yield_pct: percent(grossYield, at('Gross yield', `Annual rent ${formatPounds(annualRent)} over the price ${formatPounds(price)}.`, rent.figure.source)),
      net_yield_pct: percent(((annualRent - annualRunning) / (price + purchaseTotal)) * 100, at('Net yield', 'Annual rent less running costs (not the mortgage), over the price plus purchase costs.')),
      monthly_mortgage_payment: gbpPerMonth(payment, at('Mortgage payment', `${formatPounds(loan)} over ${a.mortgage_term_years} years at ${formatPercent(a.mortgage_rate_pct)}, ${a.mortgage_type === 'repayment' ? 'repayment' : 'interest only'}.`, assumptionSource(a, 'mortgage_rate_pct'))),
      monthly_operating_costs: gbpPerMonth(-sum(lines.runningCosts.map((line) => line.value)), at('Running costs', 'Voids, management, maintenance, insurance, leasehold costs and licensing, a month.')),
      monthly_cash_flow: gbpPerMonth(monthlyCashFlow, at('Monthly cash flow', 'Rent less every monthly cost and the mortgage payment, before tax.')),
      annual_cash_flow: gbpPerYear(monthlyCashFlow * 12, at('Annual cash flow', 'Monthly cash flow × 12, before tax.')),
      cash_on_cash_return_pct: percent(totalCashIn > 0 ? ((monthlyCashFlow * 12) / totalCashIn) * 100 : 0, at('Cash-on-cash return', 'Annual cash flow before tax over the total cash in.')),
    },
    transaction_tax: parts.purchase.tax,
    purchase_costs: parts.purchase.lines,
    monthly_cash_flow: allLines(lines),
    stress_test: stress,
    section_24: years.map((year) => section24(context, year)),
    projection: projection(context, years),
    refurbish_refinance: refurbishRefinance(context, outlay, withNewLoan),
    flip: flip(context, outlay),
    market_comparison: market,
    risk: riskScore(context, {
      monthlyCashFlow,
      stress,
      legal: parts.legal,
      market,
      loanToValuePct: loanToValue,
      worksTotal: parts.refurbishment.figures.works_total.value,
      rentSource: rent.source,
    }),
  };
}

/** Every part a strategy builds on, from a shared context. */
export function strategyParts(context: AnalysisContext): StrategyParts {
  const legal = assessLegalInContext(context);
  const purchase = purchaseCosts(context, legal.conveyancing);
  return { legal, purchase, refurbishment: estimateRefurbishmentInContext(context, purchase.total.value) };
}

/** Rent, yields, purchase costs, mortgage, cash flow, stress test, Section 24, projection, exits and a risk score. */
export function analyseStrategy(input: AnalysisInput): StrategyAnalysis {
  const context = buildContext(input);
  return analyseStrategyInContext(context, strategyParts(context));
}
