import { postcodeParts, type ComparableMatch, type PostcodeParts, type PropertyType, type SaleTenure, type SaleType } from '@plotwise/contracts';
import { monthOf, monthsBetween } from './index-series.ts';

/** One sale as HM Land Registry records it. `standard` is category A: a full-price sale of a single home. */
export type Sale = {
  id: string;
  address: string;
  /** Flat, number and street as one key, to find the home's energy certificate (subject-property.ts addressKey). */
  key: string;
  postcode: string;
  street: string | null;
  price: number;
  date: string;
  property_type: SaleType;
  tenure: SaleTenure;
  new_build: boolean;
  standard: boolean;
};

export type ComparableSubject = { postcode: PostcodeParts; street: string | null; saleTypes: readonly SaleType[] };
export type Candidate = { sale: Sale; match: ComparableMatch; ageMonths: number };

/** The Land Registry types a property of ours is compared with: a house or bungalow of unknown form takes the house types. */
export const SALE_TYPES_OF: Record<PropertyType, readonly SaleType[]> = {
  flat: ['flat'],
  apartment: ['flat'],
  terraced: ['terraced'],
  semi_detached: ['semi_detached'],
  detached: ['detached'],
  bungalow: ['detached', 'semi_detached'],
  house: ['detached', 'semi_detached', 'terraced'],
};

const MATCH_ORDER: Record<ComparableMatch, number> = { street: 0, sector: 1, district: 2 };
/** Prices below this are transfers at a nominal sum (right-to-buy, family), not market sales. */
const MIN_MARKET_PRICE = 10_000;

export const normaliseStreet = (street: string) => street.toUpperCase().replace(/[^A-Z0-9 ]/g, '').replace(/\s+/g, ' ').trim();

/** How near a sale is to the subject: its street (in the same district), its sector, its district, or not near. */
export function matchOf(sale: Sale, subject: ComparableSubject): ComparableMatch | null {
  const parts = postcodeParts(sale.postcode);
  if (!parts || parts.district !== subject.postcode.district) return null;
  if (subject.street && sale.street && normaliseStreet(sale.street) === normaliseStreet(subject.street)) return 'street';
  return parts.sector === subject.postcode.sector ? 'sector' : 'district';
}

/**
 * Recent market sales of the same kind of home: the subject's street first, then its postcode
 * sector, then its district, newest first within each, at most `limit` of them.
 */
export function pickComparables(
  sales: Sale[],
  subject: ComparableSubject,
  options: { today: string; maxAgeMonths: number; limit: number },
): Candidate[] {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const sale of sales) {
    if (seen.has(sale.id) || !sale.standard || sale.price < MIN_MARKET_PRICE || !subject.saleTypes.includes(sale.property_type)) continue;
    const ageMonths = monthsBetween(monthOf(sale.date), monthOf(options.today));
    const match = matchOf(sale, subject);
    if (match === null || ageMonths < 0 || ageMonths > options.maxAgeMonths) continue;
    seen.add(sale.id);
    candidates.push({ sale, match, ageMonths });
  }
  return candidates
    .sort((a, b) => MATCH_ORDER[a.match] - MATCH_ORDER[b.match] || b.sale.date.localeCompare(a.sale.date))
    .slice(0, options.limit);
}
