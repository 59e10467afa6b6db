import { z } from 'zod';
import { isOwnFileUrl, propertyFileSchema } from './files.ts';
import { marketAnalysisSchema } from './market-data.ts';
import { analysisRunStatusSchema } from './analysis-run-status.ts';
import { workflowStatuses, type AnalysisStatus, type WorkflowStatus } from './workflow-statuses.ts';

/** Enumerations of docs/product/properties.md, "The property". */
export const propertyTypes = ['house', 'flat', 'apartment', 'bungalow', 'terraced', 'semi_detached', 'detached'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const tenures = ['freehold', 'leasehold', 'sharehold', 'commonhold'] as const;
export type Tenure = (typeof tenures)[number];
export const energyRatings = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyRating = (typeof energyRatings)[number];
export const councilTaxBands = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type CouncilTaxBand = (typeof councilTaxBands)[number];
export { workflowStatuses, analysisStatuses, type WorkflowStatus, type AnalysisStatus } from './workflow-statuses.ts';
export const propertySorts = ['price-desc', 'price-asc', 'date-desc', 'date-asc'] as const;
export type PropertySort = (typeof propertySorts)[number];

/** Limits of docs/product/limits-and-formats.md, "Properties and files". */
export const MIN_BEDROOMS = 1;
export const MAX_BEDROOMS = 20;
export const MAX_IMAGE_URLS = 10;
export const MAX_DOCUMENT_URLS = 20;
export const MAX_PRICE = 1_000_000_000;
export const PORTFOLIO_PAGE_SIZE = 20;
export const SUMMARY_DEFAULT_LIMIT = 100;
export const MAX_PAGE_SIZE = 500;

export const PROPERTY_MESSAGES = {
  addressRequired: 'Address is required',
  priceRequired: 'Valid price is required',
  propertyTypeRequired: 'Property type is required',
  projectRequired: 'Project is required',
  requiredFieldsBanner: 'Please fill in all required fields',
  bedroomsRange: `Bedrooms must be between ${MIN_BEDROOMS} and ${MAX_BEDROOMS}`,
  invalidUrl: 'Enter a web address starting with http:// or https://',
  tooManyImageUrls: `At most ${MAX_IMAGE_URLS} image URLs`,
  tooManyDocumentUrls: `At most ${MAX_DOCUMENT_URLS} document URLs`,
  unknownField: 'Unknown property field',
  notFound: 'Property not found',
  projectNotFound: 'Project not found',
} as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (value === undefined || value === null || blankToUndefined(value) === undefined ? null : value);

/** "price and bedrooms become whole numbers (defaults 0 and 1)"; '£350,000' is read as 350000. */
const toWholeNumber = (fallback: number) => (value: unknown) => {
  if (value === undefined || value === null || blankToUndefined(value) === undefined) return fallback;
  if (typeof value === 'string') return Math.round(Number(value.replace(/[£,\s]/g, '')));
  return typeof value === 'number' ? Math.round(value) : value;
};

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Free text list: entries trimmed, blanks dropped (docs/product/property-form.md, "Payload"). */
const textList = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength))
    .max(maxItems)
    .default([])
    .transform((items) => items.filter((item) => item !== ''));

/** Image or document links: blanks dropped; external links must be http(s); links to our own files are kept as they are. */
const linkList = (maxExternal: number, tooMany: string) =>
  z
    .array(z.string().trim().max(2000))
    .default([])
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(
      z
        .array(z.string().refine((url) => isOwnFileUrl(url) || isWebUrl(url), PROPERTY_MESSAGES.invalidUrl))
        .refine((urls) => urls.filter((url) => !isOwnFileUrl(url)).length <= maxExternal, tooMany),
    );

const requiredEnum = <T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: (issue) => (issue.input === undefined ? required : invalid) }));

const optionalBand = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.preprocess(
    (value) => {
      const normalised = blankToNull(value);
      return typeof normalised === 'string' ? normalised.trim().toUpperCase() : normalised;
    },
    z.enum(values, { error: invalid }).nullable(),
  );

/** The property form payload (docs/product/property-form.md, "Payload"); the web uses it for its form too. */
export const propertyInputSchema = z.object({
  address: z.string({ error: PROPERTY_MESSAGES.addressRequired }).trim().min(1, PROPERTY_MESSAGES.addressRequired).max(500),
  price: z.preprocess(
    toWholeNumber(0),
    z.number({ error: PROPERTY_MESSAGES.priceRequired }).int().positive(PROPERTY_MESSAGES.priceRequired).max(MAX_PRICE, PROPERTY_MESSAGES.priceRequired),
  ),
  property_type: requiredEnum(propertyTypes, PROPERTY_MESSAGES.propertyTypeRequired, 'Unknown property type'),
  tenure: z.preprocess(blankToUndefined, z.enum(tenures, { error: 'Unknown tenure' }).default('freehold')),
  bedrooms: z.preprocess(
    toWholeNumber(MIN_BEDROOMS),
    z.number({ error: PROPERTY_MESSAGES.bedroomsRange }).int().min(MIN_BEDROOMS, PROPERTY_MESSAGES.bedroomsRange).max(MAX_BEDROOMS, PROPERTY_MESSAGES.bedroomsRange),
  ),
  description: z.preprocess((value) => value ?? '', z.string().trim().max(10_000)),
  energy_rating: optionalBand(energyRatings, 'Energy rating must be A to G'),
  url: z.preprocess(
    blankToNull,
    z.string().trim().max(2000).refine(isWebUrl, PROPERTY_MESSAGES.invalidUrl).nullable(),
  ),
  features: textList(50, 200),
  council_tax_band: optionalBand(councilTaxBands, 'Council tax band must be A to H'),
  project: z.string({ error: PROPERTY_MESSAGES.projectRequired }).trim().min(1, PROPERTY_MESSAGES.projectRequired).max(200),
  is_owned: z.boolean().default(false),
  tags: textList(30, 50),
  image_urls: linkList(MAX_IMAGE_URLS, PROPERTY_MESSAGES.tooManyImageUrls),
  document_urls: linkList(MAX_DOCUMENT_URLS, PROPERTY_MESSAGES.tooManyDocumentUrls),
});
export type PropertyInput = z.output<typeof propertyInputSchema>;
export type PropertyFormPayload = z.input<typeof propertyInputSchema>;

export const propertyAddressSchema = z.object({ address: z.string(), city: z.string(), postcode: z.string() });
export type PropertyAddress = z.infer<typeof propertyAddressSchema>;

/**
 * The property's `analysis_status`: `status` as the product always had it, and the latest run's
 * detail (steps, trigger, times, engine, note: docs/product/analysis.md). The server always sends
 * every key; they are optional here so a client that knows only `status` still fits.
 */
export const propertyAnalysisStatusSchema = analysisRunStatusSchema.partial().required({ status: true });
export type PropertyAnalysisStatus = z.infer<typeof propertyAnalysisStatusSchema>;

export const propertySchema = z.object({
  id: z.string(),
  address: propertyAddressSchema,
  price: z.number().int(),
  property_type: z.enum(propertyTypes),
  tenure: z.enum(tenures),
  bedrooms: z.number().int(),
  description: z.string(),
  energy_rating: z.enum(energyRatings).nullable(),
  url: z.string().nullable(),
  features: z.array(z.string()),
  council_tax_band: z.enum(councilTaxBands).nullable(),
  project: z.string(),
  project_name: z.string(),
  project_color: z.string(),
  is_owned: z.boolean(),
  tags: z.array(z.string()),
  images: z.array(propertyFileSchema),
  documents: z.array(propertyFileSchema),
  created_at: z.string(),
  updated_at: z.string(),
  workflow_status: z.enum(workflowStatuses),
  analysis_status: propertyAnalysisStatusSchema,
  /** data_available; with as_of and the providers used once a market step has stored a result. */
  market_analysis: marketAnalysisSchema,
  /** Square metres, from a read floorplan or EPC (docs/product/documents.md); null until one gives it. */
  floor_area_sqm: z.number().nullable(),
});
export type Property = z.infer<typeof propertySchema>;
export type PropertyField = keyof Property;
export const propertyFields = Object.keys(propertySchema.shape) as PropertyField[];

/** GET /properties/{id}?fields=a,b answers only those keys plus id; `_t` (cache-busting) is ignored. */
export const propertyProjectionSchema = propertySchema.partial().required({ id: true });
export type PropertyProjection = z.infer<typeof propertyProjectionSchema>;

export const propertyQuerySchema = z.object({
  fields: z
    .string()
    .optional()
    .transform((value) => {
      const fields = value?.split(',').map((field) => field.trim()).filter(Boolean);
      return fields?.length ? fields : undefined;
    })
    .pipe(z.array(z.enum(propertyFields as [PropertyField, ...PropertyField[]], { error: PROPERTY_MESSAGES.unknownField })).optional()),
});

const allToUndefined = (value: unknown) => (value === 'all' ? undefined : blankToUndefined(value));

const pageLimit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE);

/** The plain list answers one page too: without a limit, the largest (docs/decisions/0137-property-list-capped.md). */
export const propertyListQuerySchema = z.object({
  limit: pageLimit.default(MAX_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).default(0),
  sort: z.preprocess(blankToUndefined, z.enum(propertySorts).default('price-desc')),
  property_type: z.preprocess(allToUndefined, z.enum(propertyTypes).optional()),
  city: z.preprocess(allToUndefined, z.string().trim().max(100).optional()),
  project: z.preprocess(allToUndefined, z.uuid('Unknown project').optional()),
  is_owned: z.preprocess(blankToUndefined, z.enum(['true', 'false']).transform((value) => value === 'true').optional()),
});
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

export const propertySummaryQuerySchema = propertyListQuerySchema.extend({ limit: pageLimit.default(SUMMARY_DEFAULT_LIMIT) });

export const propertyPageSchema = z.object({ properties: z.array(propertySchema), total: z.number().int() });
export type PropertyPage = z.infer<typeof propertyPageSchema>;

/** GET /properties/{id}/workflow-status, and the 202 answer of refresh-market-data and retrigger-workflow. */
export const workflowStatusSchema = z.object({
  workflow_status: z.enum(workflowStatuses),
  is_processing: z.boolean(),
  analysis_status: propertyAnalysisStatusSchema,
});
export type WorkflowStatusResponse = z.infer<typeof workflowStatusSchema>;

/** Processing: the analysis status is in_progress, or workflow_status is processing or market_analysis_in_progress (docs/product/properties.md, "Status and processing"). */
export const isProcessing = (status: { workflow_status: WorkflowStatus; analysis_status: { status: AnalysisStatus } }) =>
  status.analysis_status.status === 'in_progress' ||
  status.workflow_status === 'processing' ||
  status.workflow_status === 'market_analysis_in_progress';
