import type { TaxBand } from '@plotwise/contracts';

/** Who is buying, as far as the purchase taxes care. */
export type TaxBuyer = { first_time_buyer: boolean; additional_dwelling: boolean; non_resident: boolean; company: boolean };

/** A tax worked out under one table: the amount, the bands that add up to it, and what applied. */
export type TaxComputation = { amount: number; bands: TaxBand[]; notes: string[] };
