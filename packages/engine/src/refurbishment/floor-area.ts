import type { AnalysisProperty } from '@plotwise/contracts';

/**
 * Gross internal area by bedrooms from the nationally described space standard (MHCLG, March 2015):
 * one storey for flats and bungalows, two for houses. Minimums, so real homes are often larger.
 */
const SPACE_STANDARD: Record<number, { oneStorey: number; twoStorey: number }> = {
  1: { oneStorey: 50, twoStorey: 58 },
  2: { oneStorey: 70, twoStorey: 79 },
  3: { oneStorey: 86, twoStorey: 93 },
  4: { oneStorey: 99, twoStorey: 106 },
  5: { oneStorey: 112, twoStorey: 119 },
  6: { oneStorey: 125, twoStorey: 132 },
};
export const SPACE_STANDARD_SOURCE = { name: 'MHCLG, Technical housing standards: nationally described space standard (2015)' };

/** The 3-bed, two-storey area the catalogue's whole-home prices are for. */
export const REFERENCE_AREA_SQM = SPACE_STANDARD[3]!.twoStorey;

export const storeysOf = (type: AnalysisProperty['property_type']) => (type === 'flat' || type === 'apartment' || type === 'bungalow' ? 1 : 2);

/** The space standard's area for the bedrooms and type; 7 bedrooms and more add 13 m² each. */
export function estimateFloorArea(property: Pick<AnalysisProperty, 'bedrooms' | 'property_type'>): number {
  const key = storeysOf(property.property_type) === 1 ? 'oneStorey' : 'twoStorey';
  const capped = Math.min(property.bedrooms, 6);
  return SPACE_STANDARD[capped]![key] + Math.max(0, property.bedrooms - 6) * 13;
}
