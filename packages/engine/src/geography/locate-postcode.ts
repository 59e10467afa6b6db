import { postcodeParts, type Nation, type UkRegion } from '@plotwise/contracts';
import { AREA_REGIONS } from './postcode-areas.ts';
import { BORDER_DISTRICTS, DISTRICT_REGIONS } from './district-regions.ts';

export type PostcodeLocation = {
  postcode: string;
  district: string;
  nation: Nation;
  region: UkRegion;
  /** The district crosses a national border: the nation is the likelier one and should be confirmed. */
  straddles_border: boolean;
};

const NATION_OF_REGION: Partial<Record<UkRegion, Nation>> = {
  wales: 'wales',
  scotland: 'scotland',
  northern_ireland: 'northern_ireland',
};

export const nationOfRegion = (region: UkRegion): Nation => NATION_OF_REGION[region] ?? 'england';

/**
 * Nation and region of a UK postcode from its district, then its area. Sub-districts such as
 * 'SW1A' or 'EC1A' take their area's region. Null for text that is not a UK postcode, or a
 * postcode outside the UK's tax regimes (Channel Islands, Isle of Man).
 */
export function locatePostcode(text: string): PostcodeLocation | null {
  const parts = postcodeParts(text);
  if (!parts) return null;
  const region = DISTRICT_REGIONS.get(parts.district) ?? AREA_REGIONS[parts.area];
  if (!region) return null;
  return {
    postcode: parts.postcode,
    district: parts.district,
    nation: nationOfRegion(region),
    region,
    straddles_border: BORDER_DISTRICTS.has(parts.district),
  };
}
