import { PROPERTY_MESSAGES, type WorkflowStatusResponse } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { toWorkflowStatusResponse, type WorkflowState } from './workflow-status.ts';
import { findWorkflowState, startWorkflow } from './workflow.repository.ts';

export { currentWorkflowStatus } from './workflow-status.ts';

/**
 * A stand-in until the analysis workflow is built (docs/decisions/0012-workflow-placeholder.md):
 * a run is recorded with the status the client polls for and reports completed once `runSeconds`
 * have passed. It computes nothing, so market data and analysis stay as they were.
 */
export type WorkflowDeps = { db: Kysely<Database>; runSeconds: number };

function found(state: WorkflowState | undefined): WorkflowStatusResponse {
  if (!state) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.notFound);
  return toWorkflowStatusResponse(state, new Date());
}

export async function getWorkflowStatus(deps: WorkflowDeps, tenantId: string, propertyId: string) {
  return found(isUuid(propertyId) ? await findWorkflowState(deps.db, tenantId, propertyId) : undefined);
}

async function start(deps: WorkflowDeps, tenantId: string, propertyId: string, status: 'processing' | 'market_analysis_in_progress') {
  const dueAt = new Date(Date.now() + deps.runSeconds * 1000);
  const state = isUuid(propertyId) ? await startWorkflow(deps.db, tenantId, propertyId, { status, dueAt }) : undefined;
  // Answer with the run just recorded, even when it is due at once (runSeconds 0).
  return found(state && { ...state, workflow_due_at: null });
}

export const refreshMarketData = (deps: WorkflowDeps, tenantId: string, propertyId: string) =>
  start(deps, tenantId, propertyId, 'market_analysis_in_progress');

export const retriggerWorkflow = (deps: WorkflowDeps, tenantId: string, propertyId: string) =>
  start(deps, tenantId, propertyId, 'processing');
