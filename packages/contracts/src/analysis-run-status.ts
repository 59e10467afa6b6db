import { z } from 'zod';
import { analysisStatuses } from './workflow-statuses.ts';

/**
 * A run of the analysis workflow as the property carries it (`analysis_status`): its overall status
 * and each step's (docs/product/analysis.md). Apart from analysis-api.ts so that properties.ts can
 * carry it without a circle of imports.
 */

/** The steps of a run, in the order they start: documents and market first, then the three analyses. */
export const analysisStepNames = [
  'documents',
  'market',
  'legal',
  'refurbishment',
  'strategy',
] as const;
export type AnalysisStepName = (typeof analysisStepNames)[number];
/** The three parts a user can ask for on their own (POST …/analyze/{part}). */
export const analysisParts = ['legal', 'refurbishment', 'strategy'] as const;
export type AnalysisPart = (typeof analysisParts)[number];

export const stepStatuses = ['pending', 'in_progress', 'completed', 'failed', 'skipped'] as const;
export type StepStatus = (typeof stepStatuses)[number];

/** What started a run. */
export const runTriggers = [
  'create',
  'update',
  'upload',
  'retrigger',
  'refresh_market_data',
  'analyze',
] as const;
export type RunTrigger = (typeof runTriggers)[number];

const timestamp = z.iso.datetime({ offset: true });

export const analysisStepStatusSchema = z.object({
  step: z.enum(analysisStepNames),
  status: z.enum(stepStatuses),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  attempts: z.number().int().min(0),
  /** A readable reason when the step failed, or why it was skipped. */
  error: z.string().nullable(),
});
export type AnalysisStepStatus = z.infer<typeof analysisStepStatusSchema>;

/** Which engine wrote the run: the built-in engine alone, or with a language model for narrative and reading. */
export const analysisEngines = ['builtin', 'builtin_with_ai'] as const;
export type AnalysisEngine = (typeof analysisEngines)[number];

/** The property's `analysis_status`: the run's overall status (spec values) and each step's. */
export const analysisRunStatusSchema = z.object({
  status: z.enum(analysisStatuses),
  run_id: z.string().nullable(),
  trigger: z.enum(runTriggers).nullable(),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  steps: z.array(analysisStepStatusSchema),
  engine: z.enum(analysisEngines).nullable(),
  /** A line the user should read about this run, e.g. that the plan's AI analyses are used up so the built-in engine ran alone. */
  note: z.string().nullable(),
});
export type AnalysisRunStatus = z.infer<typeof analysisRunStatusSchema>;
