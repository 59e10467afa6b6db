import { postcodeParts, UK_REGION_NAMES, type PostcodeParts } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import { pickComparables, SALE_TYPES_OF, type Candidate, type Sale } from './estimation/comparables.ts';
import { addMonths } from './estimation/index-series.ts';
import type { LiveProviderName, MarketContext } from './market-context.ts';
import { openDataCommunitiesRegister, type EpcCertificate } from './providers/epc-register.ts';
import { lookupPostcode, lookupPostcodes, type PostcodeFacts } from './providers/postcodes-io.ts';
import { salesAtPostcode, salesInDistrict } from './providers/price-paid.ts';
import { summariseCalls, type ProviderSummary } from './providers/provider-report.ts';
import { openProviderSession, type Outcome, type ProviderSession } from './providers/provider-session.ts';
import { hpiSeries, localAuthoritySlug, REGION_SLUGS, type HpiMonth } from './providers/uk-hpi.ts';
import { resolveLocation, type ResolvedLocation } from './resolve-location.ts';
import type { SubjectProperty } from './subject-property.ts';

/** Comparables are sales of the last five years, at most ten of them. */
export const COMPARABLE_MAX_AGE_MONTHS = 60;
export const COMPARABLE_LIMIT = 10;

export type LiveHpi = { series: HpiMonth[]; name: string; level: 'local_authority' | 'region' | 'country' };
export type MarketInputs = {
  today: string;
  location: ResolvedLocation;
  /** Null when Price Paid Data was off or failed; otherwise the comparables picked (maybe none). */
  candidates: Candidate[] | null;
  places: Map<string, PostcodeFacts | null>;
  certificates: EpcCertificate[] | null;
  hpi: LiveHpi | null;
  reports: Record<LiveProviderName, ProviderSummary>;
};

const valueOf = <T>(outcome: Outcome<T> | null): T | null => (outcome?.ok ? outcome.value : null);

async function loadHpi(session: ProviderSession, location: ResolvedLocation, thisMonth: string): Promise<LiveHpi | null> {
  const areas: Omit<LiveHpi, 'series'>[] = [];
  if (location.localAuthorityExact && location.local_authority) areas.push({ name: location.local_authority, level: 'local_authority' });
  areas.push(location.region ? { name: UK_REGION_NAMES[location.region], level: 'region' } : { name: 'United Kingdom', level: 'country' });
  for (const area of areas) {
    const slug = area.level === 'local_authority' ? localAuthoritySlug(area.name) : REGION_SLUGS[location.region ?? 'united_kingdom'];
    const outcome = await hpiSeries(session, slug, thisMonth);
    if (!outcome.ok) return null;
    if (outcome.value) return { ...area, series: outcome.value };
  }
  return null;
}

async function loadSales(session: ProviderSession, parts: PostcodeParts, sinceMonth: string): Promise<Sale[] | null> {
  const [atPostcode, inDistrict] = await Promise.all([salesAtPostcode(session, parts.postcode), salesInDistrict(session, parts.district, sinceMonth)]);
  return atPostcode.ok && inDistrict.ok ? [...atPostcode.value, ...inDistrict.value] : null;
}

/**
 * Asks every live provider that is switched on, in two rounds: the postcode, the sales and the
 * energy certificates together; then the local price index (which needs the local authority) and
 * the comparables' postcodes (for distances). A provider that is off, fails or runs out of time
 * gives nothing, and its report says why.
 */
export async function gatherMarketInputs(db: Db, context: MarketContext, subject: SubjectProperty): Promise<MarketInputs> {
  const today = context.now().toISOString().slice(0, 10);
  const thisMonth = today.slice(0, 7);
  const parts = postcodeParts(subject.postcode);
  const open = (name: LiveProviderName) => {
    const provider = context.providers[name];
    return provider.enabled ? openProviderSession(db, provider.endpoint, context.policy, context.now) : null;
  };
  const sessions = {
    land_registry_price_paid: open('land_registry_price_paid'),
    uk_house_price_index: open('uk_house_price_index'),
    postcodes_io: open('postcodes_io'),
    epc_register: open('epc_register'),
  };
  const { postcodes_io: postcodes, land_registry_price_paid: pricePaid, epc_register: epc } = sessions;

  const [facts, sales, certificates] = await Promise.all([
    postcodes && parts ? lookupPostcode(postcodes, parts.postcode) : null,
    pricePaid && parts ? loadSales(pricePaid, parts, addMonths(thisMonth, -COMPARABLE_MAX_AGE_MONTHS)) : null,
    epc && parts ? openDataCommunitiesRegister(epc).certificatesAt(parts.postcode) : null,
  ]);
  const location = resolveLocation(subject.postcode, context.dataset, valueOf(facts));
  const comparableSubject = parts && { postcode: parts, street: subject.street, saleTypes: SALE_TYPES_OF[subject.propertyType] };
  const candidates = sales && comparableSubject ? pickComparables(sales, comparableSubject, { today, maxAgeMonths: COMPARABLE_MAX_AGE_MONTHS, limit: COMPARABLE_LIMIT }) : null;

  const [hpi, places] = await Promise.all([
    sessions.uk_house_price_index ? loadHpi(sessions.uk_house_price_index, location, thisMonth) : null,
    postcodes && parts && candidates?.length ? lookupPostcodes(postcodes, [parts.postcode, ...candidates.map((item) => item.sale.postcode)]) : null,
  ]);
  const reports = Object.fromEntries(
    Object.entries(sessions).map(([name, session]) => [name, session ? summariseCalls(session.calls()) : { status: 'off', asOf: null }]),
  ) as Record<LiveProviderName, ProviderSummary>;
  return { today, location, candidates, places: valueOf(places) ?? new Map(), certificates: valueOf(certificates), hpi, reports };
}
