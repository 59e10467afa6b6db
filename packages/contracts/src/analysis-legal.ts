import { z } from 'zod';
import { riskLevels, riskSchema } from './analysis-risk.ts';
import { figureSchema } from './figure.ts';
import { councilTaxBands, energyRatings } from './properties.ts';

/** Where a fact the legal rules use came from: a document finding beats the user's assumption. */
export const factSources = ['finding', 'assumption', 'property', 'unknown'] as const;

export const leaseFactsSchema = z.object({
  years_remaining: figureSchema.nullable(),
  ground_rent_per_year: figureSchema.nullable(),
  service_charge_per_year: figureSchema.nullable(),
  source: z.enum(factSources),
});
export type LeaseFacts = z.infer<typeof leaseFactsSchema>;

export const energyCheckSchema = z.object({
  rating: z.enum(energyRatings).nullable(),
  source: z.enum(factSources),
  /** Null where no minimum applies to lettings (Scotland, Northern Ireland) or the rating is unknown. */
  meets_current_minimum: z.boolean().nullable(),
  meets_proposed_2030_minimum: z.boolean().nullable(),
});
export type EnergyCheck = z.infer<typeof energyCheckSchema>;

/** Council tax band against the band the price suggests; null in Northern Ireland (domestic rates). */
export const councilTaxCheckSchema = z.object({
  band: z.enum(councilTaxBands).nullable(),
  implied_band: z.string(),
  valuation_date_value: figureSchema,
});
export type CouncilTaxCheck = z.infer<typeof councilTaxCheckSchema>;

export const complianceStatuses = ['required', 'check', 'upcoming'] as const;

export const complianceItemSchema = z.object({
  code: z.string(),
  title: z.string(),
  detail: z.string(),
  status: z.enum(complianceStatuses),
  source: z.object({ name: z.string(), url: z.url().optional() }),
});
export type ComplianceItem = z.infer<typeof complianceItemSchema>;

export const conveyancingSchema = z.object({
  lines: z.array(figureSchema),
  total: figureSchema,
});
export type Conveyancing = z.infer<typeof conveyancingSchema>;

export const legalAnalysisSchema = z.object({
  risk_level: z.enum(riskLevels),
  risks: z.array(riskSchema),
  lease: leaseFactsSchema.nullable(),
  energy: energyCheckSchema,
  council_tax: councilTaxCheckSchema.nullable(),
  compliance: z.array(complianceItemSchema),
  conveyancing: conveyancingSchema,
  findings_used: z.number().int(),
});
export type LegalAnalysis = z.infer<typeof legalAnalysisSchema>;
