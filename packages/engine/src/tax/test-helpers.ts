import type { Nation } from '@plotwise/contracts';
import { computeTransactionTax } from './transaction-tax.ts';
import type { TaxBuyer } from './tax-buyer.ts';

export const NO_FLAGS: TaxBuyer = { first_time_buyer: false, additional_dwelling: false, non_resident: false, company: false };

/** The tax in whole pounds for a price, nation, completion date and buyer flags (test shorthand). */
export function taxOn(price: number, nation: Nation, completionDate: string, flags: Partial<TaxBuyer> = {}) {
  return computeTransactionTax({ ...NO_FLAGS, ...flags, price, nation, completion_date: completionDate, straddles_border: false });
}
