import { formatPercent } from '../core/money.ts';
import type { LbttTable } from './lbtt-tables.ts';
import { settleSlices, sliceByBands, wholePriceSlice } from './rate-bands.ts';
import type { TaxBuyer, TaxComputation } from './tax-buyer.ts';

/**
 * LBTT on a dwelling in Scotland, with first-time buyer relief and the Additional Dwelling
 * Supplement on the whole price for additional dwellings and companies (docs/product/analysis-rules.md, "LBTT").
 */
export function calculateLbtt(price: number, buyer: TaxBuyer, table: LbttTable): TaxComputation {
  const notes: string[] = [];
  const additional = buyer.additional_dwelling || buyer.company;
  const supplement = table.additionalDwellingSupplement;
  const reliefApplies = buyer.first_time_buyer && !additional;
  if (reliefApplies) notes.push('First-time buyer relief applied: the nil band is extended.');
  if (buyer.first_time_buyer && !reliefApplies) notes.push('No first-time buyer relief: the Additional Dwelling Supplement rules apply to this purchase.');
  if (buyer.non_resident) notes.push('Scotland has no non-resident surcharge.');

  const slices = sliceByBands(price, reliefApplies ? table.firstTimeBuyer : table.standard);
  if (additional && price >= supplement.minPrice) {
    notes.push(`Additional Dwelling Supplement: ${formatPercent(supplement.rate)} of the whole price.`);
    slices.push(wholePriceSlice(price, supplement.rate, 'Additional Dwelling Supplement on the whole price'));
  } else if (additional) {
    notes.push('No Additional Dwelling Supplement: the price is under £40,000.');
  }
  return { ...settleSlices(slices), notes };
}
