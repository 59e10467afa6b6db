import { z } from 'zod';
import { analysisStatuses, workflowStatuses } from './workflow-statuses.ts';
import { analysisEngines, analysisRunStatusSchema, runTriggers } from './analysis-run-status.ts';
import { assumptionsSchema, buyerSchema } from './analysis-assumptions.ts';
import { analysisInputSchema } from './analysis-input.ts';
import { legalAnalysisSchema } from './analysis-legal.ts';
import { refurbishmentAnalysisSchema } from './analysis-refurbishment.ts';
import { strategyAnalysisSchema } from './analysis-strategy.ts';

/**
 * The analysis workflow as the API reports it: a run of steps per property, the latest result of
 * each step, the runs before it, what a run will cost and how the engine is doing
 * (docs/product/analysis.md).
 */

export * from './analysis-run-status.ts';

const timestamp = z.iso.datetime({ offset: true });

/** GET /properties/{id}/analysis/status, and the 202 answer of every analyze call. */
export const analysisStatusResponseSchema = z.object({
  workflow_status: z.enum(workflowStatuses),
  is_processing: z.boolean(),
  analysis_status: analysisRunStatusSchema,
});
export type AnalysisStatusResponse = z.infer<typeof analysisStatusResponseSchema>;

/** A language model's prose beside the engine's figures; numbers in it the engine did not produce are listed. */
export const analysisNarrativeSchema = z.object({
  text: z.string(),
  source: z.enum(['builtin', 'ai']),
  model: z.string().nullable(),
  /** Numbers the model wrote that match no figure of the engine's; the UI marks them. */
  unverified_numbers: z.array(z.string()),
});
export type AnalysisNarrative = z.infer<typeof analysisNarrativeSchema>;

const stepResult = <T extends z.ZodType>(result: T) =>
  z.object({
    result,
    narrative: analysisNarrativeSchema.nullable(),
    run_id: z.string(),
    computed_at: timestamp,
    engine_version: z.string(),
    rates_version: z.string(),
  });

/** The headline figures of a run, kept for every run so a user can see what changed. */
export const runSummarySchema = z.object({
  run_id: z.string(),
  trigger: z.enum(runTriggers),
  status: z.enum(analysisStatuses),
  started_at: timestamp,
  finished_at: timestamp.nullable(),
  engine: z.enum(analysisEngines),
  ai_model: z.string().nullable(),
  engine_version: z.string().nullable(),
  /** Key figure values of the run (e.g. gross_yield_pct, monthly_cash_flow, refurbishment_total, legal_risk_level). */
  headline: z.record(z.string(), z.union([z.number(), z.string()])),
  tokens: z.object({ input: z.number().int(), output: z.number().int() }).nullable(),
  /** What the AI provider's tokens cost, in pounds to a hundredth of a penny; null with no provider or no known price. */
  cost_gbp: z.number().min(0).nullable(),
});
export type RunSummary = z.infer<typeof runSummarySchema>;

/** GET /properties/{id}/analysis: the latest result of every step, the assumptions behind it and the runs so far (newest first). */
export const propertyAnalysisResponseSchema = z.object({
  property_id: z.string(),
  status: analysisRunStatusSchema,
  /** The assumptions in force: engine defaults, then the user's defaults, then this property's overrides. */
  assumptions: assumptionsSchema,
  /**
   * What the engine reads for this property now (its assumptions are `assumptions`): the web runs the
   * engine over it as the user changes an assumption, and a save recomputes from the same input.
   */
  input: analysisInputSchema,
  legal: stepResult(legalAnalysisSchema).nullable(),
  refurbishment: stepResult(refurbishmentAnalysisSchema).nullable(),
  strategy: stepResult(strategyAnalysisSchema).nullable(),
  runs: z.array(runSummarySchema),
});
export type PropertyAnalysisResponse = z.infer<typeof propertyAnalysisResponseSchema>;

/** A user's own starting assumptions for every new property: GET/PUT /api/v1/analysis/assumption-defaults. */
export const assumptionDefaultsSchema = z
  .strictObject({
    buyer: buyerSchema.partial().strict(),
    deposit_pct: assumptionsSchema.shape.deposit_pct,
    mortgage_rate_pct: assumptionsSchema.shape.mortgage_rate_pct,
    mortgage_term_years: assumptionsSchema.shape.mortgage_term_years,
    mortgage_type: assumptionsSchema.shape.mortgage_type,
    management_pct: assumptionsSchema.shape.management_pct,
    voids_pct: assumptionsSchema.shape.voids_pct,
    maintenance_pct: assumptionsSchema.shape.maintenance_pct,
  })
  .partial();
export type AssumptionDefaults = z.infer<typeof assumptionDefaultsSchema>;

/** GET /properties/{id}/analysis/cost-estimate (and GET /analysis/cost-estimate for a typical property). */
export const costEstimateSchema = z.object({
  /** What the next run costs in pounds: 0 with the built-in engine alone. */
  cost_gbp: z.number().min(0),
  engine: z.enum(analysisEngines),
  ai: z.object({
    configured: z.boolean(),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    estimated_input_tokens: z.number().int().nullable(),
    estimated_output_tokens: z.number().int().nullable(),
    /** Null when the model's price is unknown (a local model, or one not in the price table). */
    estimated_cost_gbp: z.number().nullable(),
  }),
  plan: z.object({
    tier: z.string(),
    ai_analyses_used: z.number().int(),
    ai_analyses_limit: z.union([z.number().int(), z.literal('unlimited')]),
    ai_analyses_remaining: z.union([z.number().int(), z.literal('unlimited')]),
  }),
});
export type CostEstimate = z.infer<typeof costEstimateSchema>;

/** GET /api/v1/analysis/health. */
export const analysisHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  engine_version: z.string(),
  rates_version: z.string(),
  queue: z.object({ depth: z.number().int(), active: z.number().int() }),
  worker_alive: z.boolean(),
  ai: z.object({
    configured: z.boolean(),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    /** Null when no provider is configured. */
    reachable: z.boolean().nullable(),
  }),
});
export type AnalysisHealth = z.infer<typeof analysisHealthSchema>;
