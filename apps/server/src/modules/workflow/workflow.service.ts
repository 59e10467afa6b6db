import type { AnalysisPart, RunTrigger } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/schema.ts';
import { adoptAssumptionDefaults, type AnalysisAi } from '../analysis/analysis.service.ts';
import type { AnalysisHold, AnalysisTrigger } from '../properties/properties.service.ts';
import { assertAiAnalysisAllowed, getAiUsage } from './plan-limits.ts';
import { requestRun, type LifecycleDeps } from './run-lifecycle.ts';
import { lockProperty } from './runs.repository.ts';
import { createStepQueues, startStepWorkers } from './step-worker.ts';
import type { WorkflowDeps } from './workflow-deps.ts';
import { getAnalysisStatus, requirePropertyStatus } from './analysis-view.ts';
import { stepsFor } from './steps/workflow-steps.ts';
import type { StepDeps } from './steps/workflow-step.ts';

export { recomputeWithAssumptions } from './recompute.ts';
export { getCostEstimate, getAnalysisHealth } from './analysis-health.ts';

export type { WorkflowDeps } from './workflow-deps.ts';
export { analysisStatusesOf, getAnalysisStatus, getPropertyAnalysis } from './analysis-view.ts';

/**
 * Sets the workflow up on a started queue (docs/decisions/0140-analysis-workflow.md): its queues in
 * every process, its workers only where WORKFLOW_WORKER_ENABLED is true.
 */
export async function createWorkflow(options: {
  db: Kysely<Database>;
  queue: PgBoss;
  steps: StepDeps;
  ai: AnalysisAi | null;
  config: Config;
}): Promise<WorkflowDeps> {
  const { config } = options;
  const deps: WorkflowDeps = {
    db: options.db,
    queue: options.queue,
    ai: options.ai,
    steps: options.steps,
    concurrency: config.WORKFLOW_CONCURRENCY,
    jobs: {
      retryLimit: config.WORKFLOW_STEP_RETRIES,
      retryDelaySeconds: config.WORKFLOW_RETRY_DELAY_SECONDS,
      heartbeatSeconds: config.WORKFLOW_HEARTBEAT_SECONDS,
    },
    workerRunning: config.WORKFLOW_WORKER_ENABLED,
  };
  await createStepQueues(options.queue);
  if (deps.workerRunning) await startStepWorkers(deps);
  return deps;
}

/** What properties and uploads call when a property changes (handed to them by app.ts): a whole run. */
export function analysisTriggerOf(deps: LifecycleDeps): AnalysisTrigger {
  return async (db, tenantId, propertyId, trigger) => {
    if (trigger === 'create') await adoptAssumptionDefaults(db, { tenantId, propertyId });
    await requestRun(deps, db, { tenantId, propertyId, trigger, steps: stepsFor(trigger) });
  };
}

/**
 * What properties and uploads take first in a transaction that writes an existing property (handed
 * to them by app.ts): the lock every change to the property's runs takes, held by the caller's
 * transaction (docs/decisions/0146-lock-order-for-writes-that-start-a-run.md).
 */
export const holdPropertyRuns: AnalysisHold = lockProperty;

async function trigger(
  deps: WorkflowDeps,
  tenantId: string,
  propertyId: string,
  runTrigger: RunTrigger,
  part?: AnalysisPart,
) {
  await requirePropertyStatus(deps.db, tenantId, propertyId);
  await requestRun(deps, deps.db, {
    tenantId,
    propertyId,
    trigger: runTrigger,
    steps: stepsFor(runTrigger, part),
  });
  return getAnalysisStatus(deps.db, tenantId, propertyId);
}

export const retriggerWorkflow = (deps: WorkflowDeps, tenantId: string, propertyId: string) =>
  trigger(deps, tenantId, propertyId, 'retrigger');
export const refreshMarketData = (deps: WorkflowDeps, tenantId: string, propertyId: string) =>
  trigger(deps, tenantId, propertyId, 'refresh_market_data');

/** POST …/analyze and …/analyze/{part}: 403 with the upgrade message when an AI analysis is due and the plan has none left. */
export async function analyzeProperty(
  deps: WorkflowDeps,
  tenantId: string,
  propertyId: string,
  part?: AnalysisPart,
) {
  await requirePropertyStatus(deps.db, tenantId, propertyId);
  await assertAiAnalysisAllowed(deps.db, deps.ai, tenantId);
  return trigger(deps, tenantId, propertyId, 'analyze', part);
}

/** The plan's AI analyses this month, for subscription/current (handed to subscriptions by app.ts). */
export async function countAiAnalysesThisMonth(db: Db, tenantId: string): Promise<number> {
  return (await getAiUsage(db, tenantId)).used;
}
