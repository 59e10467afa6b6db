import type { Nation } from '@plotwise/contracts';

/**
 * Council tax bands by value on the valuation date: 1 April 1991 in England and Scotland, 1 April 2003
 * in Wales (which adds band I). Northern Ireland has domestic rates instead.
 */
export type CouncilTaxScale = { valuationDate: string; averagePriceThen: number; bands: readonly { band: string; upTo: number | null }[] };

const scale = (valuationDate: string, averagePriceThen: number, limits: number[], bands: string): CouncilTaxScale => ({
  valuationDate,
  averagePriceThen,
  bands: [...bands].map((band, index) => ({ band, upTo: limits[index] ?? null })),
});

/**
 * Prices are brought back to the valuation date by the UK average price (Nationwide House Price Index,
 * all houses): £55,418 in Q2 1991, £125,382 in Q2 2003 and £266,640 in Q3 2024.
 */
export const AVERAGE_PRICE_NOW = { value: 266_640, quarter: 'Q3 2024' };
export const NATIONWIDE_SOURCE = { name: 'Nationwide House Price Index, UK average price (all houses), quarterly', url: 'https://www.nationwide.co.uk/house-price-index/' };

export const COUNCIL_TAX_SCALES: Partial<Record<Nation, CouncilTaxScale>> = {
  england: scale('1 Apr 1991', 55_418, [40_000, 52_000, 68_000, 88_000, 120_000, 160_000, 320_000], 'ABCDEFGH'),
  scotland: scale('1 Apr 1991', 55_418, [27_000, 35_000, 45_000, 58_000, 80_000, 106_000, 212_000], 'ABCDEFGH'),
  wales: scale('1 Apr 2003', 125_382, [44_000, 65_000, 91_000, 123_000, 162_000, 223_000, 324_000, 424_000], 'ABCDEFGHI'),
};
