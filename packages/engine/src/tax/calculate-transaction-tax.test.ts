import { EARLIEST_COMPLETION_DATE, TRANSACTION_TAX_MESSAGES } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { LBTT_TABLES } from './lbtt-tables.ts';
import { LTT_TABLES } from './ltt-tables.ts';
import { SDLT_TABLES } from './sdlt-tables.ts';
import { calculateTransactionTax } from './transaction-tax.ts';

const TODAY = '2026-03-02';

describe('calculateTransactionTax', () => {
  it('finds the nation from the postcode and completes today by default', () => {
    const outcome = calculateTransactionTax({ price: 295_000, postcode: 'ls6 2ab' }, TODAY);
    expect(outcome).toMatchObject({ ok: true, result: { nation: 'england', tax: 'SDLT', amount: 4_750, completion_date: TODAY } });
    expect(calculateTransactionTax({ price: 350_000, postcode: 'EH1 1YZ' }, TODAY)).toMatchObject({ ok: true, result: { tax: 'LBTT', amount: 8_350 } });
    expect(calculateTransactionTax({ price: 300_000, postcode: 'CF10 1EP' }, TODAY)).toMatchObject({ ok: true, result: { tax: 'LTT', amount: 4_500 } });
  });

  it('a completion date picks the older table', () => {
    const outcome = calculateTransactionTax({ price: 295_000, postcode: 'LS6 2AB', completion_date: '2025-03-31' }, TODAY);
    expect(outcome).toMatchObject({ ok: true, result: { amount: 2_250, rates_effective_from: '2024-10-31' } });
  });

  it('flags a district across a border, and a nation override settles it', () => {
    const border = calculateTransactionTax({ price: 300_000, postcode: 'TD15 1AA' }, TODAY);
    expect(border).toMatchObject({ ok: true, result: { nation: 'england', straddles_border: true } });
    const confirmed = calculateTransactionTax({ price: 300_000, postcode: 'TD15 1AA', nation: 'scotland' }, TODAY);
    expect(confirmed).toMatchObject({ ok: true, result: { nation: 'scotland', tax: 'LBTT', straddles_border: false } });
  });

  it('answers field messages for a bad postcode, price or date', () => {
    expect(calculateTransactionTax({ price: 295_000, postcode: 'Leeds' }, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'postcode', message: TRANSACTION_TAX_MESSAGES.postcode }],
    });
    expect(calculateTransactionTax({ price: 295_000, postcode: 'JE2 3AB' }, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'postcode', message: TRANSACTION_TAX_MESSAGES.postcodeOutsideUk }],
    });
    expect(calculateTransactionTax({ price: 0, postcode: 'LS6 2AB' }, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'price', message: TRANSACTION_TAX_MESSAGES.price }],
    });
    expect(calculateTransactionTax({ price: 295_000, postcode: 'LS6 2AB', completion_date: '2021-09-30' }, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'completion_date', message: TRANSACTION_TAX_MESSAGES.completionDate }],
    });
  });

  it('carries the amount as a figure with its source and table date', () => {
    const outcome = calculateTransactionTax({ price: 295_000, postcode: 'LS6 2AB' }, TODAY);
    if (!outcome.ok) throw new Error('expected a result');
    expect(outcome.result.figure).toMatchObject({ value: 4_750, unit: 'gbp', label: 'Stamp Duty Land Tax', as_of: '2025-04-01' });
    expect(outcome.result.figure.source.url).toBe('https://www.gov.uk/stamp-duty-land-tax/residential-property-rates');
  });

  it('every tax has a table in force from the earliest completion date the request accepts', () => {
    for (const tables of [SDLT_TABLES, LBTT_TABLES, LTT_TABLES]) expect(tables[0]!.effective_from <= EARLIEST_COMPLETION_DATE).toBe(true);
    expect(calculateTransactionTax({ price: 295_000, postcode: 'LS6 2AB', completion_date: EARLIEST_COMPLETION_DATE }, TODAY)).toMatchObject({ ok: true, result: { amount: 4_750 } });
  });
});
