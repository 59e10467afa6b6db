import type { Conveyancing, Figure, TransactionTaxResult } from '@plotwise/contracts';
import { gbp } from '../core/figure.ts';
import { sum } from '../core/money.ts';
import { assumptionSource } from '../assumptions/default-assumptions.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import { computeTransactionTax } from '../tax/transaction-tax.ts';

export type PurchaseCosts = { tax: TransactionTaxResult; lines: Figure[]; total: Figure };

/** The purchase tax for this buyer, nation and completion date. */
export function transactionTaxFor(context: AnalysisContext): TransactionTaxResult {
  const { buyer } = context.assumptions;
  return computeTransactionTax({ ...buyer, price: context.price, nation: context.location.nation, completion_date: context.completionDate, straddles_border: context.location.straddles_border });
}

/** Purchase tax, conveyancing, survey, and the lender's and broker's fees when there is a mortgage. */
export function purchaseCosts(context: AnalysisContext, conveyancing: Conveyancing): PurchaseCosts {
  const { assumptions: a, today } = context;
  const tax = transactionTaxFor(context);
  const mortgaged = a.deposit_pct < 100;
  const lines: Figure[] = [
    tax.figure,
    { ...conveyancing.total, label: 'Conveyancing' },
    gbp(a.survey_fee, { label: 'Survey', method: 'RICS Level 2 survey.', source: assumptionSource(a, 'survey_fee'), as_of: today }),
  ];
  if (mortgaged) {
    lines.push(gbp(a.lender_fee, { label: 'Lender fee', method: 'The mortgage product fee, paid up front.', source: assumptionSource(a, 'lender_fee'), as_of: today }));
    lines.push(gbp(a.broker_fee, { label: 'Broker fee', method: 'A fixed mortgage broker fee.', source: assumptionSource(a, 'broker_fee'), as_of: today }));
  }
  return {
    tax,
    lines,
    total: gbp(sum(lines.map((line) => line.value)), { label: 'Purchase costs', method: lines.map((line) => line.label).join(', ') + '.', source: tax.source, as_of: today }),
  };
}
