import type { AnalysisStepStatus, RunTrigger, WorkflowStatusResponse } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { getRefreshProgress, getRunToIgnore, isRefreshOver } from './refresh-progress';

const step = (
  name: AnalysisStepStatus['step'],
  status: AnalysisStepStatus['status'],
  error: string | null = null,
): AnalysisStepStatus => ({
  step: name,
  status,
  started_at: null,
  finished_at: null,
  attempts: status === 'pending' ? 0 : 1,
  error,
});

function statusOf(
  runId: string | null,
  market: AnalysisStepStatus['status'] | null,
  {
    trigger = 'refresh_market_data',
    isProcessing = true,
    error = null,
  }: { trigger?: RunTrigger; isProcessing?: boolean; error?: string | null } = {},
): WorkflowStatusResponse {
  return {
    workflow_status: isProcessing ? 'processing' : 'completed',
    is_processing: isProcessing,
    analysis_status: {
      status: isProcessing ? 'pending' : 'completed',
      run_id: runId,
      trigger,
      steps: market ? [step('documents', 'skipped'), step('market', market, error)] : [],
    },
  };
}

describe('getRunToIgnore', () => {
  it('keeps the refresh run itself when it started at once', () => {
    expect(getRunToIgnore(statusOf('r2', 'pending'))).toBeNull();
    expect(getRunToIgnore(statusOf('r2', 'in_progress'))).toBeNull();
  });

  it('ignores the run going when the refresh waits behind it', () => {
    expect(getRunToIgnore(statusOf('r1', 'in_progress', { trigger: 'create' }))).toBe('r1');
    expect(getRunToIgnore(statusOf('r1', 'completed'))).toBe('r1');
  });
});

describe('getRefreshProgress', () => {
  it("follows the refresh run's market step", () => {
    expect(getRefreshProgress(statusOf('r2', 'pending'), null)).toEqual({ phase: 'waiting' });
    expect(getRefreshProgress(statusOf('r2', 'in_progress'), null)).toEqual({
      phase: 'gathering',
    });
    expect(getRefreshProgress(statusOf('r2', 'completed'), null)).toEqual({ phase: 'done' });
    expect(
      getRefreshProgress(statusOf('r2', 'failed', { error: 'The market step failed' }), null),
    ).toEqual({ phase: 'failed', error: 'The market step failed' });
  });

  it('waits while the ignored run is still the one shown, whatever its market step did', () => {
    expect(getRefreshProgress(statusOf('r1', 'completed'), 'r1')).toEqual({ phase: 'waiting' });
    expect(getRefreshProgress(statusOf('r2', 'in_progress'), 'r1')).toEqual({
      phase: 'gathering',
    });
  });

  it('waits on a run without a market step, and is over once nothing is processing', () => {
    expect(getRefreshProgress(statusOf('r3', 'skipped'), null)).toEqual({ phase: 'waiting' });
    expect(getRefreshProgress(statusOf('r1', 'completed', { isProcessing: false }), 'r1')).toEqual({
      phase: 'done',
    });
  });

  it('calls a refresh over when it is done or failed', () => {
    expect(isRefreshOver({ phase: 'done' })).toBe(true);
    expect(isRefreshOver({ phase: 'failed', error: null })).toBe(true);
    expect(isRefreshOver({ phase: 'waiting' })).toBe(false);
    expect(isRefreshOver({ phase: 'gathering' })).toBe(false);
  });
});
