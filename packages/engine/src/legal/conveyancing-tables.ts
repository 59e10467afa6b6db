import type { Tenure } from '@plotwise/contracts';

/**
 * Conveyancing costs for a purchase, England 2025-26 (docs/product/analysis-rules.md, "Conveyancing"):
 * the legal fee including VAT, excluding searches, from survey averages against firms' published prices.
 */
export const LEGAL_FEE_RANGES: Record<Tenure, { low: number; high: number }> = {
  freehold: { low: 450, high: 1_700 },
  leasehold: { low: 760, high: 2_000 },
  sharehold: { low: 760, high: 2_000 },
  commonhold: { low: 760, high: 2_000 },
};
/** Prices from which the fee is at the top of its range. */
export const LEGAL_FEE_TOP_PRICE = 1_000_000;
export const LEGAL_FEE_SOURCE = { name: 'Conveyancing fees 2025-26: survey averages and firms’ published prices (Plotwise cost table)' };

/** Local authority £100-400, drainage £50-150, environmental £50-100: £250-650 in all. */
export const SEARCHES = { low: 250, high: 650 };

/** HM Land Registry Scale 1 fees for registering a purchase, applying online (England and Wales). */
export const LAND_REGISTRY_SCALE_1: readonly { upTo: number | null; fee: number }[] = [
  { upTo: 80_000, fee: 20 },
  { upTo: 100_000, fee: 40 },
  { upTo: 200_000, fee: 100 },
  { upTo: 500_000, fee: 150 },
  { upTo: 1_000_000, fee: 295 },
  { upTo: null, fee: 500 },
];
export const LAND_REGISTRY_SOURCE = {
  name: 'HM Land Registry, registration fees (Scale 1, online applications)',
  url: 'https://www.gov.uk/guidance/hm-land-registry-registration-services-fees',
};
