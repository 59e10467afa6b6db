import { isProcessing, type AnalysisStatus, type WorkflowStatus, type WorkflowStatusResponse } from '@plotwise/contracts';

export type WorkflowState = {
  workflow_status: WorkflowStatus;
  workflow_due_at: Date | null;
  analysis_status: AnalysisStatus;
};

/**
 * The status to report now. A placeholder run (docs/decisions/0012-workflow-placeholder.md) is
 * stored as running with the time it is due; from then on it reads as completed. Pure, so every
 * server process answers alike and nothing needs a timer.
 */
export function currentWorkflowStatus(state: WorkflowState, now: Date): WorkflowStatus {
  const running = state.workflow_status === 'processing' || state.workflow_status === 'market_analysis_in_progress';
  return running && state.workflow_due_at !== null && state.workflow_due_at <= now ? 'completed' : state.workflow_status;
}

export function toWorkflowStatusResponse(state: WorkflowState, now: Date): WorkflowStatusResponse {
  const status = {
    workflow_status: currentWorkflowStatus(state, now),
    analysis_status: { status: state.analysis_status },
  };
  return { ...status, is_processing: isProcessing(status) };
}
