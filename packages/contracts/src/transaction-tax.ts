import { z } from 'zod';
import { figureSchema, figureSourceSchema, isoDateSchema } from './figure.ts';
import { MAX_PRICE } from './properties.ts';
import { nations } from './uk-geography.ts';
import { normalisePostcode } from './uk-postcode.ts';

/** The purchase tax of each nation: SDLT (England and Northern Ireland), LBTT (Scotland), LTT (Wales). */
export const transactionTaxes = ['SDLT', 'LBTT', 'LTT'] as const;
export type TransactionTaxName = (typeof transactionTaxes)[number];

/**
 * The earliest completion date whose rates the engine holds for all three taxes
 * (docs/product/analysis-rules.md, "Purchase taxes").
 */
export const EARLIEST_COMPLETION_DATE = '2021-10-01';

export const TRANSACTION_TAX_MESSAGES = {
  price: 'Price must be a whole number of pounds above £0',
  postcode: 'Enter a UK postcode, for example LS6 2AB',
  postcodeOutsideUk: 'This postcode is outside the UK’s property taxes',
  completionDate: 'Completion date must be a date on or after 1 Oct 2021',
} as const;

const flag = z.boolean().default(false);

/** POST /api/v1/tools/transaction-tax: the price and postcode, the completion date (today when left out) and the buyer. */
export const transactionTaxRequestSchema = z.object({
  price: z
    .number({ error: TRANSACTION_TAX_MESSAGES.price })
    .int(TRANSACTION_TAX_MESSAGES.price)
    .positive(TRANSACTION_TAX_MESSAGES.price)
    .max(MAX_PRICE, TRANSACTION_TAX_MESSAGES.price),
  postcode: z
    .string({ error: TRANSACTION_TAX_MESSAGES.postcode })
    .trim()
    .refine((text) => normalisePostcode(text) !== null, TRANSACTION_TAX_MESSAGES.postcode),
  completion_date: isoDateSchema
    .refine((date) => date >= EARLIEST_COMPLETION_DATE, TRANSACTION_TAX_MESSAGES.completionDate)
    .optional(),
  /** Overrides the postcode's nation, e.g. once the user confirms a district that crosses a border. */
  nation: z.enum(nations).optional(),
  first_time_buyer: flag,
  additional_dwelling: flag,
  non_resident: flag,
  company: flag,
});
export type TransactionTaxRequest = z.output<typeof transactionTaxRequestSchema>;
export type TransactionTaxRequestBody = z.input<typeof transactionTaxRequestSchema>;

/** One slice of the price and the tax on it; `to` is the top of the slice (the price for the last one). */
export const taxBandSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  rate: z.number(),
  tax: z.number().int(),
  label: z.string(),
});
export type TaxBand = z.infer<typeof taxBandSchema>;

export const transactionTaxResponseSchema = z.object({
  nation: z.enum(nations),
  tax: z.enum(transactionTaxes),
  /** Whole pounds, rounded down as the tax authorities do; the bands add up to it. */
  amount: z.number().int(),
  bands: z.array(taxBandSchema),
  completion_date: isoDateSchema,
  rates_effective_from: isoDateSchema,
  source: figureSourceSchema,
  straddles_border: z.boolean(),
  /** Which reliefs and surcharges applied, and why any asked for did not. */
  notes: z.array(z.string()),
  figure: figureSchema,
});
export type TransactionTaxResult = z.infer<typeof transactionTaxResponseSchema>;
