import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { housePriceIndexFileSchema, housePricesFileSchema, localAuthoritiesFileSchema, privateRentsFileSchema, rentalYieldsFileSchema } from '../dataset-schema.ts';
import { DATASET_FILES } from '../market-dataset.ts';
import { buildHousePriceFiles } from './house-price-index.ts';
import { createLocalAuthorityTally } from './postcode-directory.ts';
import { buildPrivateRentsFile } from './private-rents.ts';
import { formatDatasetFile } from './release-info.ts';
import { buildRentalYieldsFile } from './rental-yields.ts';

const release = { citation: 'Test release, October 2025', release: 'A release made for this test' };
const hpiRow = (date: string, region: string, average: string, index: string) => ({
  Date: date, RegionName: region, AreaCode: 'E12000003', AveragePrice: average, Index: index, '12m%Change': '3.5',
  DetachedPrice: '360000', SemiDetachedPrice: '218000', TerracedPrice: '165000', FlatPrice: '135000',
});

describe('building the dataset from the public downloads', () => {
  it('takes the latest month of the UK HPI full file for prices, and every month from 2010 for the index', () => {
    const { prices, index } = buildHousePriceFiles(
      [
        hpiRow('01/09/2025', 'Yorkshire and The Humber', '215,000', '151.0'),
        hpiRow('01/01/2015', 'Yorkshire and The Humber', '142381', '100'),
        hpiRow('01/09/2025', 'Leeds', '239500', '151.3'),
        hpiRow('01/01/2009', 'United Kingdom', '160000', '90'),
        hpiRow('01/01/2015', 'United Kingdom', '183852', '100'),
        hpiRow('01/09/2025', 'United Kingdom', '271188.4', '147.5'),
      ],
      release,
    );
    expect(housePricesFileSchema.parse(prices).rows).toEqual([
      ['yorkshire_and_the_humber', 215000, 360000, 218000, 165000, 135000, 3.5],
      ['united_kingdom', 271188, 360000, 218000, 165000, 135000, 3.5],
    ]);
    expect(prices.meta).toMatchObject({ as_of: '2025-09-01', ...release, licence: 'Open Government Licence v3.0' });
    expect(housePriceIndexFileSchema.parse(index).series).toEqual({
      yorkshire_and_the_humber: [['2015-01', 100, 142381], ['2025-09', 151, 215000]],
      united_kingdom: [['2015-01', 100, 183852], ['2025-09', 147.5, 271188]],
    });
  });

  it('names the columns a download lacks', () => {
    const { TerracedPrice: _dropped, ...row } = hpiRow('01/09/2025', 'London', '566000', '119.5');
    expect(() => buildHousePriceFiles([row], release)).toThrow('UK HPI full file: missing column(s) TerracedPrice');
  });

  it('takes the latest month of private rents', () => {
    const rent = (period: string, area: string, all: string) => ({
      'Time period': period, 'Area name': area, 'Rental price': all,
      'Rental price one bed': '720', 'Rental price two bed': '860', 'Rental price three bed': '980', 'Rental price four or more bed': '1,420',
    });
    const file = buildPrivateRentsFile([rent('Sep 2025', 'Yorkshire and The Humber', '910'), rent('Oct 2025', 'Yorkshire and The Humber', '920'), rent('Oct 2025', 'Leeds', '1100')], release);
    expect(privateRentsFileSchema.parse(file).rows).toEqual([['yorkshire_and_the_humber', 920, 720, 860, 980, 1420]]);
    expect(file.meta.as_of).toBe('2025-10-01');
  });

  it('places each area and district by its live postcodes', () => {
    const tally = createLocalAuthorityTally();
    const postcode = (pcds: string, lad25cd: string, doterm = '') => tally.add({ pcds, lad25cd, doterm });
    postcode('LS6 2AB', 'E08000035');
    postcode('LS6 3HN', 'E08000035');
    postcode('LS1 4AP', 'E08000035');
    postcode('LS24 9AA', 'E06000065');
    postcode('LS24 9AB', 'E06000065');
    postcode('LS24 9AD', 'E08000035', '202001');
    postcode('GY1 1AA', 'L99999999');
    const file = tally.build([{ LAD25CD: 'E08000035', LAD25NM: 'Leeds' }, { LAD25CD: 'E06000065', LAD25NM: 'North Yorkshire' }], release);
    expect(localAuthoritiesFileSchema.parse(file)).toEqual(expect.objectContaining({ areas: { LS: 'Leeds' }, districts: { LS1: 'Leeds', LS6: 'Leeds', LS24: 'North Yorkshire' } }));
    expect(file.areas.GY).toBeUndefined();
  });

  it('reads transcribed yields, blank as no figure', () => {
    const file = buildRentalYieldsFile([{ region: 'London', gross_yield_pct: '5.7' }, { region: 'Scotland', gross_yield_pct: '' }], {
      ...release, as_of: '2025-09-30', source_url: 'https://www.paragonbankinggroup.co.uk/news', publisher: 'Paragon Bank',
    });
    expect(rentalYieldsFileSchema.parse(file).rows).toEqual([['london', 5.7], ['scotland', null]]);
    expect(() => buildRentalYieldsFile([{ region: 'Leeds', gross_yield_pct: '6' }], { ...release, as_of: '2025-09-30', source_url: 'https://x.uk', publisher: 'P' })).toThrow(/unknown region 'Leeds'/);
  });

  it('writes files in the layout the repository keeps, which the shipped files follow', () => {
    for (const name of Object.values(DATASET_FILES)) {
      const text = readFileSync(join(import.meta.dirname, '..', name), 'utf8');
      expect(formatDatasetFile(JSON.parse(text)), name).toBe(text);
    }
  });
});
