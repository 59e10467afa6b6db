import type { UkRegion } from '@plotwise/contracts';

/**
 * Trade and professional prices against the rest of the UK: London and the South East cost 20-30%
 * more (docs/product/analysis-rules.md, "Regional price factor"); London takes the top of that range.
 */
export const REGIONAL_PRICE_FACTORS: Partial<Record<UkRegion, number>> = { london: 1.3, south_east: 1.2 };

export const REGIONAL_PRICE_FACTOR_SOURCE = { name: 'Typical costs, England 2025-26: London and South East 20-30% higher (Plotwise cost table)' };

/** 1 outside London and the South East, and when the region is unknown. */
export const regionalPriceFactor = (region: UkRegion | null) => (region && REGIONAL_PRICE_FACTORS[region]) ?? 1;
