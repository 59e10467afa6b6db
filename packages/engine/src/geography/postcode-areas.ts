import type { UkRegion } from '@plotwise/contracts';

/**
 * The region of each UK postcode area (the letters before the first digit). Most areas lie in one
 * region; the districts that do not are listed in district-regions.ts. Crown dependency areas
 * (GY, JE, IM) are not part of the UK for property taxes and are absent on purpose.
 * Source: Royal Mail postcode areas against ONS regions (ONS Postcode Directory); see
 * docs/decisions/0031-nation-and-region-from-the-postcode.md.
 */
export const AREA_REGIONS: Readonly<Record<string, UkRegion>> = {
  // North East
  DH: 'north_east', DL: 'north_east', NE: 'north_east', SR: 'north_east', TS: 'north_east',
  // North West
  BB: 'north_west', BL: 'north_west', CA: 'north_west', CH: 'north_west', CW: 'north_west', FY: 'north_west',
  L: 'north_west', LA: 'north_west', M: 'north_west', OL: 'north_west', PR: 'north_west', SK: 'north_west',
  WA: 'north_west', WN: 'north_west',
  // Yorkshire and The Humber
  BD: 'yorkshire_and_the_humber', DN: 'yorkshire_and_the_humber', HD: 'yorkshire_and_the_humber',
  HG: 'yorkshire_and_the_humber', HU: 'yorkshire_and_the_humber', HX: 'yorkshire_and_the_humber',
  LS: 'yorkshire_and_the_humber', S: 'yorkshire_and_the_humber', WF: 'yorkshire_and_the_humber',
  YO: 'yorkshire_and_the_humber',
  // East Midlands
  DE: 'east_midlands', LE: 'east_midlands', LN: 'east_midlands', NG: 'east_midlands', NN: 'east_midlands',
  // West Midlands
  B: 'west_midlands', CV: 'west_midlands', DY: 'west_midlands', HR: 'west_midlands', ST: 'west_midlands',
  SY: 'west_midlands', TF: 'west_midlands', WR: 'west_midlands', WS: 'west_midlands', WV: 'west_midlands',
  // East of England
  AL: 'east_of_england', CB: 'east_of_england', CM: 'east_of_england', CO: 'east_of_england',
  IP: 'east_of_england', LU: 'east_of_england', NR: 'east_of_england', PE: 'east_of_england',
  SG: 'east_of_england', SS: 'east_of_england', WD: 'east_of_england',
  // London
  E: 'london', EC: 'london', N: 'london', NW: 'london', SE: 'london', SW: 'london', W: 'london', WC: 'london',
  BR: 'london', CR: 'london', EN: 'london', HA: 'london', IG: 'london', KT: 'london', RM: 'london', SM: 'london',
  TW: 'london', UB: 'london',
  // South East
  BN: 'south_east', CT: 'south_east', DA: 'south_east', GU: 'south_east', HP: 'south_east', ME: 'south_east',
  MK: 'south_east', OX: 'south_east', PO: 'south_east', RG: 'south_east', RH: 'south_east', SL: 'south_east',
  SO: 'south_east', TN: 'south_east',
  // South West
  BA: 'south_west', BH: 'south_west', BS: 'south_west', DT: 'south_west', EX: 'south_west', GL: 'south_west',
  PL: 'south_west', SN: 'south_west', SP: 'south_west', TA: 'south_west', TQ: 'south_west', TR: 'south_west',
  // Wales
  CF: 'wales', LD: 'wales', LL: 'wales', NP: 'wales', SA: 'wales',
  // Scotland
  AB: 'scotland', DD: 'scotland', DG: 'scotland', EH: 'scotland', FK: 'scotland', G: 'scotland', HS: 'scotland',
  IV: 'scotland', KA: 'scotland', KW: 'scotland', KY: 'scotland', ML: 'scotland', PA: 'scotland', PH: 'scotland',
  TD: 'scotland', ZE: 'scotland',
  // Northern Ireland
  BT: 'northern_ireland',
};
