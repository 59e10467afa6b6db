import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postcodeParts } from '@plotwise/contracts';
import { locatePostcode } from '@plotwise/engine';
import { describe, expect, it } from 'vitest';
import { datasetAreas } from './dataset-schema.ts';
import { localAuthorityOf } from './local-authority.ts';
import { DATASET_FILES, loadMarketDataset, parseMarketDataset, type DatasetFiles } from './market-dataset.ts';

const dataset = loadMarketDataset();

describe('the built-in market dataset', () => {
  it('has prices, rents, a yield entry and an index series for every region, England and the UK', () => {
    for (const area of datasetAreas) {
      expect(dataset.prices.byArea.get(area), area).toBeDefined();
      expect(dataset.rents.byArea.has(area), area).toBe(true);
      expect(dataset.yields.byArea.has(area), area).toBe(true);
      expect(dataset.index.byArea.get(area)?.length, area).toBeGreaterThan(10);
    }
    expect(dataset.yields.byArea.get('united_kingdom')).toBe(7);
  });

  it('ends each index series at the price release month, at that release average, months in order', () => {
    for (const [area, series] of dataset.index.byArea) {
      const months = series.map((point) => point.month);
      expect([...months].sort(), area).toEqual(months);
      expect(series.at(-1)!.month).toBe(dataset.prices.meta.as_of.slice(0, 7));
      expect(series.at(-1)!.average_price, area).toBe(dataset.prices.byArea.get(area)!.all);
    }
  });

  it('says where each file comes from, under what licence, which release, and how to re-check it', () => {
    for (const meta of [dataset.prices.meta, dataset.index.meta, dataset.rents.meta, dataset.yields.meta, dataset.localAuthorities.meta]) {
      expect(meta.licence).not.toBe('');
      expect(meta.release).not.toBe('');
      expect(meta.transcription).toContain('docs/decisions/0072-built-in-market-dataset.md');
    }
    expect(dataset.prices.meta.licence).toBe('Open Government Licence v3.0');
  });

  it('names a local authority for every UK postcode area, each one the engine places', () => {
    const areas = Object.keys(dataset.localAuthorities.areas);
    expect(areas).toHaveLength(121);
    for (const area of areas) expect(locatePostcode(`${area}1 1AA`) ?? locatePostcode(`${area}10 1AA`), area).not.toBeNull();
  });

  it.each([
    ['SW1A 2AA', 'Westminster', 'district'],
    ['E1W 1AA', 'Tower Hamlets', 'district'],
    ['LS24 9AA', 'North Yorkshire', 'district'],
    ['LS6 2AB', 'Leeds', 'area'],
    ['CF83 1AA', 'Caerphilly', 'district'],
  ])('finds the local authority of %s', (postcode, name, basis) => {
    expect(localAuthorityOf(dataset.localAuthorities, postcodeParts(postcode)!)).toEqual({ name, basis });
  });

  it('refuses a malformed file, naming it', () => {
    const files = Object.fromEntries(
      Object.entries(DATASET_FILES).map(([key, name]) => [key, JSON.parse(readFileSync(join(import.meta.dirname, name), 'utf8'))]),
    ) as DatasetFiles & { rents: { rows: number[][] } };
    expect(() => parseMarketDataset(files)).not.toThrow();
    files.rents.rows[0]![2] = -5;
    expect(() => parseMarketDataset(files)).toThrow(/private-rents\.json is malformed/);
  });
});
