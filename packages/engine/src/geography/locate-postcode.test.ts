import { describe, expect, it } from 'vitest';
import { AREA_REGIONS } from './postcode-areas.ts';
import { BORDER_DISTRICTS, DISTRICT_REGIONS } from './district-regions.ts';
import { locatePostcode } from './locate-postcode.ts';

describe('locatePostcode', () => {
  it.each([
    ['LS6 2AB', 'england', 'yorkshire_and_the_humber'],
    ['sw1a1aa', 'england', 'london'],
    ['EH1 1YZ', 'scotland', 'scotland'],
    ['CF10 1EP', 'wales', 'wales'],
    ['BT1 5GS', 'northern_ireland', 'northern_ireland'],
    ['TD15 1AA', 'england', 'north_east'],
    ['TD1 1AA', 'scotland', 'scotland'],
    ['SY23 1AA', 'wales', 'wales'],
    ['SY1 1AA', 'england', 'west_midlands'],
    ['CH5 1AA', 'wales', 'wales'],
    ['CH1 1AA', 'england', 'north_west'],
    ['CH41 1AA', 'england', 'north_west'],
    ['DL8 1AA', 'england', 'yorkshire_and_the_humber'],
    ['DE14 1AA', 'england', 'west_midlands'],
    ['DA7 4AA', 'england', 'london'],
    ['DA1 1AA', 'england', 'south_east'],
    ['KT1 1AA', 'england', 'london'],
    ['KT22 1AA', 'england', 'south_east'],
  ])('%s is in %s, %s', (postcode, nation, region) => {
    expect(locatePostcode(postcode)).toMatchObject({ nation, region });
  });

  it('flags districts that cross a national border, and only those', () => {
    expect(locatePostcode('TD15 1AA')?.straddles_border).toBe(true);
    expect(locatePostcode('NP16 7AA')).toMatchObject({ nation: 'wales', straddles_border: true });
    expect(locatePostcode('LS6 2AB')?.straddles_border).toBe(false);
  });

  it('every border district has a nation', () => {
    for (const district of BORDER_DISTRICTS) {
      const location = locatePostcode(`${district} 1AA`);
      expect(location, district).not.toBeNull();
      expect(location!.straddles_border, district).toBe(true);
    }
  });

  it('every district override belongs to a known area', () => {
    for (const district of DISTRICT_REGIONS.keys()) {
      expect(AREA_REGIONS[/^[A-Z]+/.exec(district)![0]], district).toBeDefined();
    }
  });

  it('is null outside the UK tax regimes and for text that is not a postcode', () => {
    expect(locatePostcode('JE2 3AB')).toBeNull();
    expect(locatePostcode('IM1 1AA')).toBeNull();
    expect(locatePostcode('Leeds')).toBeNull();
  });
});
