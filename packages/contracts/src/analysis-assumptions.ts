import { z } from 'zod';
import { isoDateSchema } from './figure.ts';
import { EARLIEST_COMPLETION_DATE, TRANSACTION_TAX_MESSAGES } from './transaction-tax.ts';
import { nations } from './uk-geography.ts';

/** The income-tax band the buyer's other income puts them in; it sets the rate on rental profit. */
export const incomeTaxBands = ['basic', 'higher', 'additional'] as const;
export type IncomeTaxBand = (typeof incomeTaxBands)[number];
export const mortgageTypes = ['repayment', 'interest_only'] as const;
export type MortgageType = (typeof mortgageTypes)[number];
export const refurbishmentSpecs = ['basic', 'standard', 'premium'] as const;
export type RefurbishmentSpec = (typeof refurbishmentSpecs)[number];

const pounds = (label: string) => z.number({ error: `${label} must be a number of pounds` }).min(0, `${label} cannot be negative`).max(1_000_000_000);
const percent = (label: string, min = 0, max = 100) =>
  z.number({ error: `${label} must be a percentage` }).min(min, `${label} must be at least ${min}%`).max(max, `${label} must be at most ${max}%`);

export const buyerSchema = z.object({
  first_time_buyer: z.boolean(),
  /** The buyer will own another dwelling and is not replacing a main residence: higher rates of purchase tax. */
  additional_dwelling: z.boolean(),
  non_resident: z.boolean(),
  company: z.boolean(),
  income_tax_band: z.enum(incomeTaxBands),
});
export type Buyer = z.infer<typeof buyerSchema>;

/**
 * Everything the analysis assumes that the property does not say. Defaults and their sources:
 * docs/product/analysis-rules.md ("Assumptions"). Nullable fields mean "work it out" (from the
 * postcode, documents or market data) until the user sets them.
 */
export const assumptionsSchema = z.object({
  buyer: buyerSchema,
  /** The nation for the purchase tax when the user overrides the postcode's (a district that crosses a border). */
  nation: z.enum(nations).nullable(),
  /** Picks the purchase-tax tables; today when null. */
  completion_date: isoDateSchema.refine((date) => date >= EARLIEST_COMPLETION_DATE, TRANSACTION_TAX_MESSAGES.completionDate).nullable(),
  deposit_pct: percent('Deposit'),
  mortgage_rate_pct: percent('Mortgage rate', 0, 25),
  mortgage_term_years: z.number().int('Mortgage term must be whole years').min(1, 'Mortgage term must be 1 to 40 years').max(40, 'Mortgage term must be 1 to 40 years'),
  mortgage_type: z.enum(mortgageTypes),
  lender_fee: pounds('Lender fee'),
  broker_fee: pounds('Broker fee'),
  survey_fee: pounds('Survey fee'),
  /** The user's own monthly rent; when null the rent comes from market data or the regional yield. */
  monthly_rent: pounds('Monthly rent').nullable(),
  management_pct: percent('Management'),
  voids_pct: percent('Voids'),
  maintenance_pct: percent('Maintenance'),
  insurance_per_year: pounds('Insurance'),
  /** Leasehold costs; a document finding beats these, and null means none known. */
  ground_rent_per_year: pounds('Ground rent').nullable(),
  service_charge_per_year: pounds('Service charge').nullable(),
  licensing_per_year: pounds('Licensing'),
  lease_years_remaining: z.number().min(0).max(999_999).nullable(),
  rent_growth_pct: percent('Rent growth', -20, 20),
  capital_growth_pct: percent('Capital growth', -20, 20),
  refurbishment_spec: z.enum(refurbishmentSpecs),
  contingency_pct: percent('Contingency', 0, 50),
  works_vat_pct: percent('VAT on works', 0, 20),
  /** The value once the works are done, when the user knows better than the market data. */
  value_after_works: pounds('Value after works').nullable(),
  refinance_ltv_pct: percent('Refinance loan to value'),
  sale_fees_pct: percent('Selling fees', 0, 10),
});
export type Assumptions = z.infer<typeof assumptionsSchema>;

/**
 * PUT /api/v1/properties/{id}/analysis/assumptions: only the fields sent change (`buyer` field by
 * field), e.g. `{ "buyer": { "additional_dwelling": true } }`; null clears an override.
 */
export const assumptionsPatchSchema = z.strictObject({
  ...assumptionsSchema.shape,
  buyer: buyerSchema.partial().strict(),
}).partial();
export type AssumptionsPatch = z.infer<typeof assumptionsPatchSchema>;
