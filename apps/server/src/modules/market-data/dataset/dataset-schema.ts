import { isoDateSchema, ukRegions, type UkRegion } from '@plotwise/contracts';
import { z } from 'zod';

/**
 * The shape of the built-in dataset files beside this one. Each file carries where its figures
 * come from, under which licence and which release (docs/decisions/0072-built-in-market-dataset.md);
 * scripts/market-data/build-dataset.ts writes the same shapes from the public downloads.
 */
export const datasetAreas = [...ukRegions, 'england', 'united_kingdom'] as const;
export type DatasetArea = UkRegion | 'england' | 'united_kingdom';

export const datasetMetaSchema = z.object({
  /** How a figure names it: publication and release, e.g. 'UK House Price Index, September 2025'. */
  citation: z.string().min(1),
  title: z.string().min(1),
  publisher: z.string().min(1),
  source_url: z.url(),
  licence: z.string().min(1),
  release: z.string().min(1),
  as_of: isoDateSchema,
  transcription: z.string().optional(),
  columns: z.array(z.string()).optional(),
});
export type DatasetMeta = z.infer<typeof datasetMetaSchema>;

const area = z.enum(datasetAreas);
const pounds = z.number().int().positive();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const housePricesFileSchema = z.object({
  meta: datasetMetaSchema,
  // region, all types, detached, semi-detached, terraced, flat, annual change %
  rows: z.array(z.tuple([area, pounds, pounds, pounds, pounds, pounds, z.number()])),
});

export const housePriceIndexFileSchema = z.object({
  meta: datasetMetaSchema,
  // month, index (January 2015 = 100), average price
  series: z.partialRecord(area, z.array(z.tuple([month, z.number().positive(), pounds])).min(2)),
});

export const privateRentsFileSchema = z.object({
  meta: datasetMetaSchema,
  // region, all, one, two, three, four or more bedrooms (£ a month)
  rows: z.array(z.tuple([area, pounds, pounds, pounds, pounds, pounds])),
});

export const rentalYieldsFileSchema = z.object({
  meta: datasetMetaSchema,
  rows: z.array(z.tuple([area, z.number().positive().nullable()])),
});

const outwardCode = z.string().regex(/^[A-Z]{1,2}[0-9]?[0-9A-Z]?$/);
export const localAuthoritiesFileSchema = z.object({
  meta: datasetMetaSchema,
  areas: z.record(outwardCode, z.string().min(1)),
  districts: z.record(outwardCode, z.string().min(1)),
});

export type HousePricesFile = z.infer<typeof housePricesFileSchema>;
export type HousePriceIndexFile = z.infer<typeof housePriceIndexFileSchema>;
export type PrivateRentsFile = z.infer<typeof privateRentsFileSchema>;
export type RentalYieldsFile = z.infer<typeof rentalYieldsFileSchema>;
export type LocalAuthoritiesFile = z.infer<typeof localAuthoritiesFileSchema>;
