import { formatPounds, formatPercent } from '../core/money.ts';
import { settleSlices, sliceByBands, wholePriceSlice, type TaxSlice } from './rate-bands.ts';
import type { SdltTable } from './sdlt-tables.ts';
import type { TaxBuyer, TaxComputation } from './tax-buyer.ts';

/**
 * SDLT on a dwelling in England or Northern Ireland: standard or first-time buyer bands, the higher
 * rates for additional dwellings and companies, the non-resident surcharge, and a company's flat rate
 * over £500,000 (docs/product/analysis-rules.md, "SDLT").
 */
export function calculateSdlt(price: number, buyer: TaxBuyer, table: SdltTable): TaxComputation {
  const notes: string[] = [];
  const surchargesApply = price >= table.surchargeMinPrice;
  const higherRates = (buyer.company || buyer.additional_dwelling) && surchargesApply;
  const nonResidentPoints = buyer.non_resident && surchargesApply ? table.nonResidentPoints : 0;
  if ((buyer.company || buyer.additional_dwelling || buyer.non_resident) && !surchargesApply) {
    notes.push(`No surcharges: the price is under ${formatPounds(table.surchargeMinPrice)}.`);
  }
  if (nonResidentPoints > 0) notes.push(`Non-UK-resident surcharge: ${nonResidentPoints} points added to every rate.`);

  let slices: TaxSlice[];
  if (buyer.company && price > table.companyFlatRate.above) {
    const rate = table.companyFlatRate.rate + nonResidentPoints;
    notes.push(`A company buying a dwelling over ${formatPounds(table.companyFlatRate.above)} pays ${formatPercent(rate)} of the whole price, unless a relief (such as for a property rental business) applies.`);
    slices = [wholePriceSlice(price, rate, 'Company rate on the whole price')];
  } else if (buyer.first_time_buyer && !higherRates && !buyer.company && price <= table.firstTimeBuyer.maxPrice) {
    notes.push('First-time buyer relief applied.');
    slices = sliceByBands(price, table.firstTimeBuyer.bands, nonResidentPoints);
  } else {
    if (buyer.first_time_buyer) {
      notes.push(
        higherRates || buyer.company
          ? 'No first-time buyer relief: the higher rates apply to this purchase.'
          : `No first-time buyer relief: the price is over ${formatPounds(table.firstTimeBuyer.maxPrice)}.`,
      );
    }
    if (higherRates) notes.push(`Higher rates for additional dwellings: ${table.higherRatesPoints} points added to every rate.`);
    slices = sliceByBands(price, table.standard, (higherRates ? table.higherRatesPoints : 0) + nonResidentPoints);
  }
  return { ...settleSlices(slices), notes };
}
