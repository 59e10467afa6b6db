import type { WorkflowStatusResponse } from '@plotwise/contracts';

/**
 * How far a refresh of market data has gone, read from the property's status
 * (docs/decisions/0171-refresh-progress.md): the run that refreshes waits behind a run going, then
 * its market step runs; the refresh is over when that step is.
 */
export type RefreshProgress =
  | { phase: 'waiting' }
  | { phase: 'gathering' }
  | { phase: 'done' }
  | { phase: 'failed'; error: string | null };

const marketStepOf = (status: WorkflowStatusResponse) =>
  status.analysis_status.steps?.find((step) => step.step === 'market');

/**
 * The run shown when the refresh was asked for, if it is not the refresh itself: a refresh that
 * waits behind a running run is not shown until it starts, so the running run must not count.
 */
export function getRunToIgnore(answer: WorkflowStatusResponse): string | null {
  const { run_id: runId, trigger } = answer.analysis_status;
  const market = marketStepOf(answer);
  const isRefresh =
    trigger === 'refresh_market_data' &&
    (market?.status === 'pending' || market?.status === 'in_progress');
  return isRefresh ? null : (runId ?? null);
}

export function getRefreshProgress(
  status: WorkflowStatusResponse,
  ignoredRunId: string | null,
): RefreshProgress {
  const runId = status.analysis_status.run_id ?? null;
  const market = marketStepOf(status);
  const isRefreshRun =
    runId !== null && runId !== ignoredRunId && market !== undefined && market.status !== 'skipped';
  if (!isRefreshRun) return status.is_processing ? { phase: 'waiting' } : { phase: 'done' };
  switch (market.status) {
    case 'completed':
      return { phase: 'done' };
    case 'failed':
      return { phase: 'failed', error: market.error };
    case 'in_progress':
      return { phase: 'gathering' };
    default:
      return { phase: 'waiting' };
  }
}

export const isRefreshOver = (progress: RefreshProgress) =>
  progress.phase === 'done' || progress.phase === 'failed';
