import type { UkRegion } from '@plotwise/contracts';

const districts = (area: string, numbers: number[]) => numbers.map((n) => `${area}${n}`);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const each = (region: UkRegion, names: string[]) => names.map((name) => [name, region] as const);

/**
 * Postcode districts that lie in another region than their area (postcode-areas.ts). Where a
 * district crosses a national border it is listed under the nation most of its addresses are in,
 * and again in BORDER_DISTRICTS so the user can confirm. Source: ONS Postcode Directory (district
 * to region), docs/decisions/0031-nation-and-region-from-the-postcode.md.
 */
export const DISTRICT_REGIONS: ReadonlyMap<string, UkRegion> = new Map([
  // England–Wales: Flintshire's CH5-CH8 and mid Wales' SY15-SY25 are Welsh; the rest of CH and SY is English.
  ...each('wales', [...districts('CH', range(4, 8)), ...districts('SY', range(15, 25))]),
  // England–Scotland: Berwick-upon-Tweed (TD15) is English.
  ...each('north_east', ['TD15']),
  // North Yorkshire districts of DL and TS.
  ...each('yorkshire_and_the_humber', [...districts('DL', range(6, 11)), 'TS9']),
  // Derbyshire and Nottinghamshire districts of SK, S and DN.
  ...each('east_midlands', [
    ...districts('SK', [13, 17, 22, 23]),
    ...districts('S', [18, 21, 32, 33, 40, 41, 42, 43, 44, 45, 80, 81]),
    ...districts('DN', [21, 22]),
    ...districts('PE', [8, 9, 10, 11, 12, 20, 21, 22, 23, 24, 25]),
  ]),
  // Burton upon Trent (Staffordshire).
  ...each('west_midlands', districts('DE', [13, 14, 15])),
  // Hertfordshire, Bedfordshire and Essex districts of HP, MK, EN, IG and RM.
  ...each('east_of_england', [
    ...districts('HP', [1, 2, 3, 4, 23]),
    ...districts('MK', range(40, 45)),
    ...districts('EN', range(6, 11)),
    ...districts('IG', [7, 9, 10]),
    ...districts('RM', [4, 15, 16, 17, 18, 19, 20]),
  ]),
  // London boroughs in DA; Surrey, Kent and Hampshire districts of KT, TW, CR, SM, BR, SP and BH.
  ...each('london', districts('DA', [5, 6, 7, 8, 14, 15, 16, 17, 18])),
  ...each('south_east', [
    ...districts('KT', [7, 8, ...range(10, 24)]),
    ...districts('TW', range(15, 20)),
    ...districts('CR', [3, 6]),
    'SM7',
    'BR8',
    ...districts('SP', [6, 10, 11]),
    ...districts('BH', [24, 25]),
    'SN7',
  ]),
]);

/**
 * Districts that cross a national border, so the tax (SDLT, LBTT or LTT) depends on the exact
 * address: the nation given is the one most addresses are in, and the user is asked to confirm.
 */
export const BORDER_DISTRICTS: ReadonlySet<string> = new Set([
  // England–Wales
  'CH4', 'SY10', 'SY13', 'SY14', 'HR2', 'HR3', 'HR5', 'LD7', 'LD8', 'NP16', 'NP25',
  // England–Scotland
  'TD12', 'TD15',
]);
