import type { z } from 'zod';
import type { IndexPoint } from '../estimation/index-series.ts';
import {
  housePriceIndexFileSchema,
  housePricesFileSchema,
  localAuthoritiesFileSchema,
  privateRentsFileSchema,
  rentalYieldsFileSchema,
  type DatasetArea,
  type DatasetMeta,
  type LocalAuthoritiesFile,
} from './dataset-schema.ts';
// Imported, not read from disk beside this file, so the compiled server carries them (docs/decisions/0090-compiled-server.md).
import housePriceIndexJson from './house-price-index.json' with { type: 'json' };
import housePricesJson from './house-prices.json' with { type: 'json' };
import localAuthoritiesJson from './local-authorities.json' with { type: 'json' };
import privateRentsJson from './private-rents.json' with { type: 'json' };
import rentalYieldsJson from './rental-yields.json' with { type: 'json' };

export type PricesByType = { all: number; detached: number; semi_detached: number; terraced: number; flat: number; annual_change_pct: number };
export type RentsByBedrooms = { all: number; one_bed: number; two_bed: number; three_bed: number; four_plus_bed: number };
type Table<T> = { meta: DatasetMeta; byArea: ReadonlyMap<DatasetArea, T> };

/** The built-in dataset, read once and checked against its schema (docs/decisions/0072-built-in-market-dataset.md). */
export type MarketDataset = {
  prices: Table<PricesByType>;
  index: Table<IndexPoint[]>;
  rents: Table<RentsByBedrooms>;
  yields: Table<number | null>;
  localAuthorities: LocalAuthoritiesFile;
};

export const DATASET_FILES = {
  prices: 'house-prices.json',
  index: 'house-price-index.json',
  rents: 'private-rents.json',
  yields: 'rental-yields.json',
  localAuthorities: 'local-authorities.json',
} as const;

/** The content of each file, before it is checked. */
export type DatasetFiles = Record<keyof typeof DATASET_FILES, unknown>;

function parseFile<T extends z.ZodType>(files: DatasetFiles, key: keyof DatasetFiles, schema: T): z.infer<T> {
  const parsed = schema.safeParse(files[key]);
  if (!parsed.success) throw new Error(`Built-in market dataset ${DATASET_FILES[key]} is malformed: ${parsed.error.message}`);
  return parsed.data;
}

export function parseMarketDataset(files: DatasetFiles): MarketDataset {
  const prices = parseFile(files, 'prices', housePricesFileSchema);
  const index = parseFile(files, 'index', housePriceIndexFileSchema);
  const rents = parseFile(files, 'rents', privateRentsFileSchema);
  const yields = parseFile(files, 'yields', rentalYieldsFileSchema);
  return {
    prices: {
      meta: prices.meta,
      byArea: new Map(prices.rows.map(([area, all, detached, semi_detached, terraced, flat, annual_change_pct]) => [
        area,
        { all, detached, semi_detached, terraced, flat, annual_change_pct },
      ])),
    },
    index: {
      meta: index.meta,
      byArea: new Map(
        Object.entries(index.series).map(([area, rows]) => [
          area as DatasetArea,
          rows.map(([month, value, average_price]) => ({ month, index: value, average_price })),
        ]),
      ),
    },
    rents: {
      meta: rents.meta,
      byArea: new Map(rents.rows.map(([area, all, one_bed, two_bed, three_bed, four_plus_bed]) => [
        area,
        { all, one_bed, two_bed, three_bed, four_plus_bed },
      ])),
    },
    yields: { meta: yields.meta, byArea: new Map(yields.rows) },
    localAuthorities: parseFile(files, 'localAuthorities', localAuthoritiesFileSchema),
  };
}

let shipped: MarketDataset | undefined;

/** The dataset shipped in this folder, checked on first use. */
export function loadMarketDataset(): MarketDataset {
  shipped ??= parseMarketDataset({
    prices: housePricesJson,
    index: housePriceIndexJson,
    rents: privateRentsJson,
    yields: rentalYieldsJson,
    localAuthorities: localAuthoritiesJson,
  });
  return shipped;
}
