import { z } from 'zod';
import { energyRatings } from './properties.ts';

/** What the legal-pack reader can find in a document, each tied to a page and an exact quote. */
export const findingKinds = [
  // lease
  'lease_term',
  'ground_rent',
  'ground_rent_review',
  'service_charge',
  'restriction_subletting',
  'restriction_short_lets',
  'restriction_pets',
  'restriction_alterations',
  'forfeiture',
  // title register
  'title_number',
  'title_class',
  'proprietor',
  'price_paid',
  'charge',
  'title_restriction',
  'restrictive_covenant',
  'easement',
  'right_of_way',
  // searches and the property information form
  'flood_risk',
  'planning',
  'contaminated_land',
  'dispute',
  'works_without_consent',
  'japanese_knotweed',
  // EPC and floorplan
  'epc_rating',
  'epc_potential_rating',
  'epc_recommendation',
  'floor_area',
] as const;
export type FindingKind = (typeof findingKinds)[number];

/** How much a finding matters to a buyer: noted, check it, or a red flag. */
export const findingSeverities = ['info', 'amber', 'red'] as const;
export type FindingSeverity = (typeof findingSeverities)[number];

export const groundRentEscalations = ['none', 'fixed', 'doubling', 'rpi', 'review'] as const;

/**
 * Structured values a finding carries for the analysis engine; only the ones its kind yields are
 * present (lease_term: years_remaining and term_years; ground_rent: amount and escalation; ...).
 */
export const findingFactsSchema = z.object({
  years_remaining: z.number().optional(),
  term_years: z.number().optional(),
  start_year: z.number().int().optional(),
  amount_gbp_per_year: z.number().optional(),
  escalation: z.enum(groundRentEscalations).optional(),
  review_period_years: z.number().optional(),
  floor_area_sqm: z.number().optional(),
  energy_rating: z.enum(energyRatings).optional(),
  price_gbp: z.number().optional(),
  title_number: z.string().optional(),
  /** lease_term: the first day of the term, and the date years_remaining was worked out on. */
  start_date: z.iso.date().optional(),
  as_of: z.iso.date().optional(),
  floor_area_sqft: z.number().optional(),
});
export type FindingFacts = z.infer<typeof findingFactsSchema>;

export const documentFindingSchema = z.object({
  kind: z.enum(findingKinds),
  summary: z.string(),
  page: z.number().int().min(1),
  quote: z.string(),
  confidence: z.number().min(0).max(1),
  severity: z.enum(findingSeverities),
  facts: findingFactsSchema.optional(),
});
export type DocumentFinding = z.infer<typeof documentFindingSchema>;

/** A finding as the analysis uses it: with the document it came from. */
export const sourcedFindingSchema = documentFindingSchema.extend({ document_id: z.string(), filename: z.string() });
export type SourcedFinding = z.infer<typeof sourcedFindingSchema>;
