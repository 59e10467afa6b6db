import { postcodeParts, UK_REGION_NAMES, ukRegions, type MarketLocation, type Nation, type UkRegion } from '@plotwise/contracts';
import { locatePostcode } from '@plotwise/engine';
import type { DatasetArea } from './dataset/dataset-schema.ts';
import { localAuthorityOf } from './dataset/local-authority.ts';
import type { MarketDataset } from './dataset/market-dataset.ts';
import type { PostcodeFacts } from './providers/postcodes-io.ts';
import { datasetSource, POSTCODES_IO_SOURCE } from './market-sources.ts';

export type ResolvedLocation = MarketLocation & {
  /** The dataset row for regional figures: the region, or the UK when the postcode placed nothing. */
  area: DatasetArea;
  /** The local authority is exact (postcodes.io, or a district the dataset lists), not the area's main one. */
  localAuthorityExact: boolean;
};

const NATIONS_BY_COUNTRY: Record<string, Nation> = {
  england: 'england',
  scotland: 'scotland',
  wales: 'wales',
  'northern ireland': 'northern_ireland',
};
const NATION_REGIONS: Partial<Record<Nation, UkRegion>> = { scotland: 'scotland', wales: 'wales', northern_ireland: 'northern_ireland' };
const regionNamed = (name: string | null) => ukRegions.find((region) => UK_REGION_NAMES[region].toLowerCase() === name?.toLowerCase());

/**
 * Where the property is. Nation and region come from the engine's postcode lookup; when
 * postcodes.io answered for the exact postcode, its country, region and local authority override
 * the district's (which settles border districts) and it adds coordinates.
 */
export function resolveLocation(postcode: string, dataset: MarketDataset, facts: PostcodeFacts | null): ResolvedLocation {
  const parts = postcodeParts(postcode);
  const located = locatePostcode(postcode);
  const base = {
    postcode: parts?.postcode ?? null,
    district: parts?.district ?? null,
    sector: parts?.sector ?? null,
    latitude: null,
    longitude: null,
  };
  const nation = facts?.country ? NATIONS_BY_COUNTRY[facts.country.toLowerCase()] : undefined;
  if (facts && nation) {
    const region = NATION_REGIONS[nation] ?? regionNamed(facts.region) ?? located?.region ?? null;
    return {
      ...base,
      latitude: facts.latitude,
      longitude: facts.longitude,
      local_authority: facts.admin_district,
      region,
      nation,
      straddles_border: false,
      source: POSTCODES_IO_SOURCE,
      area: region ?? 'united_kingdom',
      localAuthorityExact: facts.admin_district !== null,
    };
  }
  const authority = parts ? localAuthorityOf(dataset.localAuthorities, parts) : null;
  return {
    ...base,
    local_authority: authority?.name ?? null,
    region: located?.region ?? null,
    nation: located?.nation ?? null,
    straddles_border: located?.straddles_border ?? false,
    source: datasetSource(dataset.localAuthorities.meta),
    area: located?.region ?? 'united_kingdom',
    localAuthorityExact: authority?.basis === 'district',
  };
}
