/** The four nations: each has its own purchase tax (SDLT in England and Northern Ireland, LBTT, LTT). */
export const nations = ['england', 'scotland', 'wales', 'northern_ireland'] as const;
export type Nation = (typeof nations)[number];

/** The twelve ONS regions (England's nine plus the three other nations), the level regional statistics use. */
export const ukRegions = [
  'north_east',
  'north_west',
  'yorkshire_and_the_humber',
  'east_midlands',
  'west_midlands',
  'east_of_england',
  'london',
  'south_east',
  'south_west',
  'wales',
  'scotland',
  'northern_ireland',
] as const;
export type UkRegion = (typeof ukRegions)[number];

export const UK_REGION_NAMES: Record<UkRegion, string> = {
  north_east: 'North East',
  north_west: 'North West',
  yorkshire_and_the_humber: 'Yorkshire and The Humber',
  east_midlands: 'East Midlands',
  west_midlands: 'West Midlands',
  east_of_england: 'East of England',
  london: 'London',
  south_east: 'South East',
  south_west: 'South West',
  wales: 'Wales',
  scotland: 'Scotland',
  northern_ireland: 'Northern Ireland',
};

export const NATION_NAMES: Record<Nation, string> = {
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  northern_ireland: 'Northern Ireland',
};
