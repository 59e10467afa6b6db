import type { AnalysisStepName } from '@plotwise/contracts';
import type { AnalysisAi, AnalysisDeps } from '../../analysis/analysis.service.ts';
import type { DocumentsDeps } from '../../documents/documents.service.ts';
import type { MarketDeps } from '../../market-data/market-data.service.ts';

/** What every step may use; built once per process. */
export type StepDeps = { documents: DocumentsDeps; market: MarketDeps; analysis: AnalysisDeps };

export type StepContext = {
  tenantId: string;
  propertyId: string;
  runId: string;
  /** The AI provider this run uses, or null for the built-in engine alone (docs/decisions/0111-what-counts-as-an-ai-analysis.md). */
  ai: AnalysisAi | null;
  /** The last attempt falls back where it can (the built-in narrative) rather than fail. */
  isLastAttempt: boolean;
};

/** What a finished step adds to its run. */
export type StepOutcome = {
  tokens?: { input: number; output: number } | null;
  /** What the AI provider's tokens cost in pounds; null where its prices are not known. */
  costGbp?: number | null;
  /** Whether an answer of the AI provider was used (docs/decisions/0156-what-a-run-records-of-its-ai.md). */
  aiAnswered?: boolean;
  headline?: Record<string, number | string>;
  engineVersion?: string;
  /** A line for the user about this run, e.g. that the built-in narrative stood in. */
  note?: string;
};

/**
 * One step of the workflow (docs/decisions/0140-analysis-workflow.md). A new step is a file with
 * one of these and a line in workflow-steps.ts; `after` names the steps whose results it reads.
 */
export type WorkflowStep = {
  name: AnalysisStepName;
  after: readonly AnalysisStepName[];
  /** Longest one attempt may take before it is presumed stuck and retried. */
  expireInSeconds: number;
  /** Steps that hold a lot of memory or CPU (OCR) run one at a time per process. */
  heavy: boolean;
  run(deps: StepDeps, context: StepContext): Promise<StepOutcome>;
  /** Called once the step has failed for good, to leave nothing half-done behind it. */
  abandon?(
    deps: StepDeps,
    context: Pick<StepContext, 'tenantId' | 'propertyId'>,
    reason: string,
  ): Promise<void>;
};
