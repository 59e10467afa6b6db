import {
  NATION_NAMES,
  TRANSACTION_TAX_MESSAGES,
  transactionTaxRequestSchema,
  type FieldIssue,
  type FigureSource,
  type Nation,
  type TransactionTaxName,
  type TransactionTaxRequestBody,
  type TransactionTaxResult,
} from '@plotwise/contracts';
import { tableInForce, type DatedTable } from '../core/dated-table.ts';
import { formatDate } from '../core/dates.ts';
import { gbp } from '../core/figure.ts';
import { formatPounds } from '../core/money.ts';
import { locatePostcode } from '../geography/locate-postcode.ts';
import { calculateLbtt } from './lbtt.ts';
import { LBTT_TABLES } from './lbtt-tables.ts';
import { calculateLtt } from './ltt.ts';
import { LTT_TABLES } from './ltt-tables.ts';
import { calculateSdlt } from './sdlt.ts';
import { SDLT_TABLES } from './sdlt-tables.ts';
import type { TaxBuyer, TaxComputation } from './tax-buyer.ts';

export const TAX_OF_NATION: Record<Nation, TransactionTaxName> = { england: 'SDLT', northern_ireland: 'SDLT', scotland: 'LBTT', wales: 'LTT' };

export const TAX_NAMES: Record<TransactionTaxName, string> = {
  SDLT: 'Stamp Duty Land Tax',
  LBTT: 'Land and Buildings Transaction Tax',
  LTT: 'Land Transaction Tax',
};

export type TransactionTaxParams = TaxBuyer & { price: number; nation: Nation; completion_date: string; straddles_border: boolean };

type Regime = { table: DatedTable; compute: () => TaxComputation };

function regimeFor(params: TransactionTaxParams): Regime | null {
  const { price, completion_date: date } = params;
  switch (TAX_OF_NATION[params.nation]) {
    case 'SDLT': {
      const table = tableInForce(SDLT_TABLES, date);
      return table && { table, compute: () => calculateSdlt(price, params, table) };
    }
    case 'LBTT': {
      const table = tableInForce(LBTT_TABLES, date);
      return table && { table, compute: () => calculateLbtt(price, params, table) };
    }
    case 'LTT': {
      const table = tableInForce(LTT_TABLES, date);
      return table && { table, compute: () => calculateLtt(price, params, table) };
    }
  }
}

/** The purchase tax of a nation on a completion date; throws for a date before the tables begin (EARLIEST_COMPLETION_DATE). */
export function computeTransactionTax(params: TransactionTaxParams): TransactionTaxResult {
  const regime = regimeFor(params);
  if (!regime) throw new RangeError(`No ${TAX_OF_NATION[params.nation]} rates held for ${params.completion_date}`);
  const { amount, bands, notes } = regime.compute();
  const tax = TAX_OF_NATION[params.nation];
  const source: FigureSource = regime.table.source;
  if (params.straddles_border) notes.push(`This postcode district crosses a border: confirm the home is in ${NATION_NAMES[params.nation]}.`);
  return {
    nation: params.nation,
    tax,
    amount,
    bands,
    completion_date: params.completion_date,
    rates_effective_from: regime.table.effective_from,
    source,
    straddles_border: params.straddles_border,
    notes,
    figure: gbp(amount, {
      label: TAX_NAMES[tax],
      method: `${formatPounds(params.price)} taxed band by band at the ${tax} rates in force on ${formatDate(params.completion_date)} (from ${formatDate(regime.table.effective_from)}), rounded down to the pound.`,
      source,
      as_of: regime.table.effective_from,
    }),
  };
}

export type TransactionTaxOutcome = { ok: true; result: TransactionTaxResult } | { ok: false; errors: FieldIssue[] };

/**
 * The purchase tax for a price and postcode, as the calculator and POST /api/v1/tools/transaction-tax
 * ask for it: the request is checked, the nation comes from the postcode unless `nation` overrides
 * it, and the completion date defaults to `today`.
 */
export function calculateTransactionTax(request: TransactionTaxRequestBody, today: string): TransactionTaxOutcome {
  const parsed = transactionTaxRequestSchema.safeParse(request);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) };
  }
  const body = parsed.data;
  const location = locatePostcode(body.postcode);
  const nation = body.nation ?? location?.nation;
  if (!nation) return { ok: false, errors: [{ field: 'postcode', message: TRANSACTION_TAX_MESSAGES.postcodeOutsideUk }] };
  return {
    ok: true,
    result: computeTransactionTax({
      ...body,
      nation,
      completion_date: body.completion_date ?? today,
      straddles_border: body.nation === undefined && (location?.straddles_border ?? false),
    }),
  };
}
