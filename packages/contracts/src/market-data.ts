import { z } from 'zod';
import { figureSchema, figureSourceSchema, isoDateSchema, rangedFigureSchema } from './figure.ts';
import { nations, ukRegions } from './uk-geography.ts';

/**
 * GET /api/v1/properties/{id}/market-data: what the market step found for a property
 * (docs/product/market-data.md, docs/decisions/0070-market-data-step.md).
 */

/** Where market data can come from: the dataset shipped with Plotwise, then the live open-data providers. */
export const marketProviderNames = [
  'builtin_dataset',
  'land_registry_price_paid',
  'uk_house_price_index',
  'postcodes_io',
  'epc_register',
] as const;
export type MarketProviderName = (typeof marketProviderNames)[number];

/** ok: answered this run; cached: answered from a stored answer; the rest: not used, the built-in data stood in. */
export const marketProviderStatuses = ['ok', 'off', 'failed', 'timeout', 'rate_limited', 'cached'] as const;
export type MarketProviderStatus = (typeof marketProviderStatuses)[number];

export const marketProviderSchema = z.object({
  name: z.enum(marketProviderNames),
  label: z.string(),
  /** Whether anything it supplied went into the figures. */
  used: z.boolean(),
  status: z.enum(marketProviderStatuses),
  /** The date its data was fetched (live or cached) or, for the built-in dataset, its release date. */
  as_of: isoDateSchema.nullable(),
  note: z.string().optional(),
});
export type MarketProvider = z.infer<typeof marketProviderSchema>;

/** A property's `market_analysis`: whether market data exists and, when it does, its date and providers. */
export const marketAnalysisSchema = z.object({
  data_available: z.boolean(),
  as_of: isoDateSchema.optional(),
  providers: z.array(marketProviderSchema.pick({ name: true, used: true, status: true, as_of: true })).optional(),
});
export type MarketAnalysis = z.infer<typeof marketAnalysisSchema>;

/** HM Land Registry's property types; 'other' covers sales it does not class as a home. */
export const saleTypes = ['detached', 'semi_detached', 'terraced', 'flat', 'other'] as const;
export type SaleType = (typeof saleTypes)[number];
export const saleTenures = ['freehold', 'leasehold'] as const;
export type SaleTenure = (typeof saleTenures)[number];
/** How close a sale is: the property's own street, its postcode sector ('LS6 2'), its district ('LS6'). */
export const comparableMatches = ['street', 'sector', 'district'] as const;
export type ComparableMatch = (typeof comparableMatches)[number];

export const comparableSaleSchema = z.object({
  address: z.string(),
  postcode: z.string(),
  price: z.number().int(),
  date: isoDateSchema,
  property_type: z.enum(saleTypes),
  tenure: z.enum(saleTenures),
  new_build: z.boolean(),
  match: z.enum(comparableMatches),
  /** Straight-line metres between postcode centres, when both were located. */
  distance_m: z.number().int().nullable(),
  floor_area_sqm: z.number().nullable(),
  price_per_sqm: figureSchema.nullable(),
  /** The price brought to the latest month of the local house price index. */
  adjusted_price: figureSchema,
  /** Its share of the estimate (0 to 1); 0 when excluded. */
  weight: z.number(),
  excluded: z.enum(['outlier']).nullable(),
  source: figureSourceSchema,
});
export type ComparableSale = z.infer<typeof comparableSaleSchema>;

export const trendAreaLevels = ['local_authority', 'region', 'country'] as const;
export const trendPointSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  index: z.number(),
  average_price: z.number().int(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const marketTrendSchema = z.object({
  area: z.object({ name: z.string(), level: z.enum(trendAreaLevels) }),
  /** The type the series follows, or 'all' when only the all-types index was available. */
  property_type: z.enum(['detached', 'semi_detached', 'terraced', 'flat', 'all']),
  series: z.array(trendPointSchema),
  change_1y: figureSchema.nullable(),
  change_5y: figureSchema.nullable(),
  change_10y: figureSchema.nullable(),
  source: figureSourceSchema,
});
export type MarketTrend = z.infer<typeof marketTrendSchema>;

export const marketFiguresSchema = z.object({
  estimated_value: rangedFigureSchema,
  estimated_monthly_rent: rangedFigureSchema,
  local_average_price: figureSchema,
  gross_yield_estimate_pct: figureSchema,
  regional_gross_yield_pct: figureSchema,
  asking_price_vs_estimate_pct: figureSchema,
});
export type MarketFigures = z.infer<typeof marketFiguresSchema>;

export const marketLocationSchema = z.object({
  postcode: z.string().nullable(),
  district: z.string().nullable(),
  sector: z.string().nullable(),
  local_authority: z.string().nullable(),
  region: z.enum(ukRegions).nullable(),
  nation: z.enum(nations).nullable(),
  /** The district crosses a national border and no exact lookup settled it. */
  straddles_border: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: figureSourceSchema,
});
export type MarketLocation = z.infer<typeof marketLocationSchema>;

/** The property's own energy certificate, when the EPC register found it. */
export const marketEpcSchema = z.object({
  address: z.string(),
  floor_area_sqm: figureSchema.nullable(),
  current_energy_rating: z.string().nullable(),
  construction_age_band: z.string().nullable(),
  lodged_on: isoDateSchema.nullable(),
});
export type MarketEpc = z.infer<typeof marketEpcSchema>;

const availableSchema = z.object({
  data_available: z.literal(true),
  /** Counts the runs for this property: the latest wins. */
  version: z.number().int().positive(),
  generated_at: z.iso.datetime(),
  as_of: isoDateSchema,
  location: marketLocationSchema,
  figures: marketFiguresSchema,
  comparables: z.array(comparableSaleSchema),
  trend: marketTrendSchema,
  epc: marketEpcSchema.nullable(),
  providers: z.array(marketProviderSchema),
});
export type MarketData = z.infer<typeof availableSchema>;

/** No run has finished for the property yet: the same keys, empty. */
const unavailableSchema = z.object({
  data_available: z.literal(false),
  version: z.null(),
  generated_at: z.null(),
  as_of: z.null(),
  location: z.null(),
  figures: z.null(),
  comparables: z.array(comparableSaleSchema).max(0),
  trend: z.null(),
  epc: z.null(),
  providers: z.array(marketProviderSchema).max(0),
});

export const marketDataResponseSchema = z.discriminatedUnion('data_available', [availableSchema, unavailableSchema]);
export type MarketDataResponse = z.infer<typeof marketDataResponseSchema>;
export const marketDataSchema = availableSchema;

export const NO_MARKET_DATA: MarketDataResponse = {
  data_available: false,
  version: null,
  generated_at: null,
  as_of: null,
  location: null,
  figures: null,
  comparables: [],
  trend: null,
  epc: null,
  providers: [],
};
