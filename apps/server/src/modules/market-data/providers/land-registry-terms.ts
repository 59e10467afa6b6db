import type { SaleTenure, SaleType } from '@plotwise/contracts';

/**
 * HM Land Registry's linked-data terms (http://landregistry.data.gov.uk/def/common/ and /def/ppi/)
 * read the same way whether the answer came from the linked-data API or
 * from SPARQL.
 */
const lastSegment = (uri: string) => uri.slice(uri.lastIndexOf('/') + 1);

const SALE_TYPES: Record<string, SaleType> = {
  detached: 'detached',
  'semi-detached': 'semi_detached',
  terraced: 'terraced',
  'flat-maisonette': 'flat',
};

export const saleTypeOf = (uri: string): SaleType => SALE_TYPES[lastSegment(uri)] ?? 'other';
export const tenureOf = (uri: string): SaleTenure => (lastSegment(uri) === 'leasehold' ? 'leasehold' : 'freehold');
/** Category A, "standard price paid": a single home sold at full market value. */
export const isStandardSale = (uri: string) => lastSegment(uri) === 'standardPricePaidTransaction';

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** 'FLAT 3', '12', 'CARDIGAN ROAD', 'LEEDS' -> 'Flat 3, 12 Cardigan Road, Leeds'. */
export function saleAddress(parts: { saon?: string; paon?: string; street?: string; town?: string }): string {
  const building = [parts.paon, parts.street].filter(Boolean).join(' ');
  return [parts.saon, building, parts.town].filter(Boolean).map((part) => titleCase(part!)).join(', ');
}
