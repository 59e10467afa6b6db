import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

function readFile<T extends z.ZodType>(dir: string, name: string, schema: T): z.infer<T> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
  if (!parsed.success) throw new Error(`Built-in market dataset ${name} is malformed: ${parsed.error.message}`);
  return parsed.data;
}

export function readMarketDataset(dir: string): MarketDataset {
  const prices = readFile(dir, DATASET_FILES.prices, housePricesFileSchema);
  const index = readFile(dir, DATASET_FILES.index, housePriceIndexFileSchema);
  const rents = readFile(dir, DATASET_FILES.rents, privateRentsFileSchema);
  const yields = readFile(dir, DATASET_FILES.yields, rentalYieldsFileSchema);
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
    localAuthorities: readFile(dir, DATASET_FILES.localAuthorities, localAuthoritiesFileSchema),
  };
}

let shipped: MarketDataset | undefined;

/** The dataset shipped in this folder, read on first use. */
export function loadMarketDataset(): MarketDataset {
  shipped ??= readMarketDataset(import.meta.dirname);
  return shipped;
}
