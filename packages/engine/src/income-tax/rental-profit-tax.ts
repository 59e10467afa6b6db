import type { IncomeTaxBand } from '@plotwise/contracts';
import type { CorporationTaxTable } from './corporation-tax-tables.ts';
import type { IncomeTaxTable } from './income-tax-tables.ts';

/**
 * An individual's income tax on a year's rental profit under Section 24: the profit before finance
 * costs is taxed at the band's property rate, then a credit at the finance-cost rate is given on the
 * lower of the finance costs and that profit (the personal-allowance limit and carried-forward
 * credits are left out). Never below zero.
 */
export function individualPropertyTax(profitBeforeFinance: number, financeCosts: number, band: IncomeTaxBand, table: IncomeTaxTable): number {
  const profit = Math.max(0, profitBeforeFinance);
  const credit = (table.financeCostCreditRate / 100) * Math.min(Math.max(0, financeCosts), profit);
  return Math.max(0, profit * (table.property[band] / 100) - credit);
}

/** Corporation tax on a company's profit, interest deducted in full; marginal relief between the limits. */
export function corporationTax(profit: number, table: CorporationTaxTable): number {
  if (profit <= 0) return 0;
  const small = table.smallProfits;
  if (!small || profit >= small.upperLimit) return profit * (table.mainRate / 100);
  if (profit <= small.lowerLimit) return profit * (small.rate / 100);
  return profit * (table.mainRate / 100) - small.reliefFraction * (small.upperLimit - profit);
}

/** Income tax and Class 4 National Insurance on a trading profit, at the band's combined rate. */
export const individualTradingTax = (profit: number, band: IncomeTaxBand, table: IncomeTaxTable) =>
  Math.max(0, profit) * (table.trading[band] / 100);
