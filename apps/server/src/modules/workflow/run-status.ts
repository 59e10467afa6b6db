import {
  analysisParts,
  type AnalysisRunStatus,
  type AnalysisStatus,
  type AnalysisStepName,
  type RunSummary,
  type WorkflowStatus,
} from '@plotwise/contracts';
import type { RunRow, StepRow } from './runs.repository.ts';

const isPart = (step: AnalysisStepName) => (analysisParts as readonly string[]).includes(step);
const isOver = (step: Pick<StepRow, 'status'>) =>
  step.status === 'completed' || step.status === 'failed' || step.status === 'skipped';

export const allOver = (steps: Pick<StepRow, 'status'>[]) => steps.every(isOver);
export const anyFailed = (steps: Pick<StepRow, 'status'>[]) =>
  steps.some((step) => step.status === 'failed');

/**
 * The property's statuses while a run goes (docs/product/analysis.md, "Statuses"): the market step
 * running shows market_analysis_in_progress, anything else processing; the analysis is pending until
 * one of its parts starts. A finished run leaves both completed, or both failed when a step failed.
 */
export function propertyStatusOf(steps: Pick<StepRow, 'step' | 'status'>[]): {
  workflow: WorkflowStatus;
  analysis: AnalysisStatus;
} {
  if (allOver(steps)) {
    const status = anyFailed(steps) ? 'failed' : 'completed';
    return { workflow: status, analysis: status };
  }
  const marketRunning = steps.some(
    (step) => step.step === 'market' && step.status === 'in_progress',
  );
  const partsBegun = steps.some(
    (step) => isPart(step.step) && step.status !== 'pending' && step.status !== 'skipped',
  );
  return {
    workflow: marketRunning ? 'market_analysis_in_progress' : 'processing',
    analysis: partsBegun ? 'in_progress' : 'pending',
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `analysis_status` of a property: its status column and the detail of its latest run. */
export function toRunStatus(
  status: AnalysisStatus,
  run: RunRow | undefined,
  steps: StepRow[],
): AnalysisRunStatus {
  return {
    status,
    run_id: run?.id ?? null,
    trigger: run?.trigger ?? null,
    started_at: iso(run?.started_at ?? null),
    finished_at: iso(run?.finished_at ?? null),
    steps: steps.map((step) => ({
      step: step.step,
      status: step.status,
      started_at: iso(step.started_at),
      finished_at: iso(step.finished_at),
      attempts: step.attempts,
      error: step.error,
    })),
    engine: run?.engine ?? null,
    note: run?.note ?? null,
  };
}

export function toRunSummary(run: RunRow): RunSummary {
  return {
    run_id: run.id,
    trigger: run.trigger,
    status: run.status,
    started_at: run.started_at!.toISOString(),
    finished_at: iso(run.finished_at),
    engine: run.engine ?? 'builtin',
    ai_model: run.ai_model,
    engine_version: run.engine_version,
    headline: run.headline ?? {},
    tokens:
      run.tokens_input === null || run.tokens_output === null
        ? null
        : { input: run.tokens_input, output: run.tokens_output },
    cost_gbp: run.cost_gbp === null ? null : Math.round(run.cost_gbp * 10_000) / 10_000,
  };
}
