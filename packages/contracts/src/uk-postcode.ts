// A UK postcode: outward code (area, district) and inward code (sector, unit); GIR 0AA is the one oddity.
const POSTCODE = /^(?:([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})|(GIR)\s*(0AA))$/i;

/** 'sw1a1aa' -> 'SW1A 1AA'; null when the text is not a UK postcode. */
export function normalisePostcode(text: string): string | null {
  const match = POSTCODE.exec(text.trim());
  if (!match) return null;
  const outward = match[1] ?? match[3]!;
  const inward = match[2] ?? match[4]!;
  return `${outward} ${inward}`.toUpperCase();
}

/**
 * The levels a postcode is grouped by: area 'LS', district 'LS6', sector 'LS6 2'.
 * For 'SW1A 1AA' the district is 'SW1A' (a sub-district of SW1; datasets keyed by district
 * should fall back to `districtNumber` form 'SW1').
 */
export type PostcodeParts = { postcode: string; area: string; district: string; sector: string; inward: string };

/** The parts of a UK postcode, or null when the text is not one. */
export function postcodeParts(text: string): PostcodeParts | null {
  const postcode = normalisePostcode(text);
  if (!postcode) return null;
  const [district, inward] = postcode.split(' ') as [string, string];
  const area = /^[A-Z]+/.exec(district)![0];
  return { postcode, area, district, sector: `${district} ${inward[0]}`, inward };
}
