import { formatPounds } from '../core/money.ts';
import type { LttTable } from './ltt-tables.ts';
import { settleSlices, sliceByBands } from './rate-bands.ts';
import type { TaxBuyer, TaxComputation } from './tax-buyer.ts';

/** LTT on a dwelling in Wales: main rates, or higher rates for additional dwellings and companies (docs/product/analysis-rules.md, "LTT"). */
export function calculateLtt(price: number, buyer: TaxBuyer, table: LttTable): TaxComputation {
  const notes: string[] = [];
  const additional = buyer.additional_dwelling || buyer.company;
  const higherRates = additional && price >= table.higherRatesMinPrice;
  if (buyer.first_time_buyer) notes.push('Wales has no first-time buyer relief.');
  if (buyer.non_resident) notes.push('Wales has no non-resident surcharge.');
  if (higherRates) notes.push('Higher rates for additional dwellings and companies applied.');
  if (additional && !higherRates) notes.push(`No higher rates: the price is under ${formatPounds(table.higherRatesMinPrice)}.`);
  return { ...settleSlices(sliceByBands(price, higherRates ? table.higher : table.main)), notes };
}
