import type { AnalysisStepName, RunTrigger } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import { fromKysely, type PgBoss } from 'pg-boss';
import type { Database, Db } from '../../db/schema.ts';
import type { AnalysisAi } from '../analysis/analysis.service.ts';
import { chooseEngine } from './plan-limits.ts';
import { allOver, anyFailed, propertyStatusOf } from './run-status.ts';
import * as runs from './runs.repository.ts';
import { inOrder, stepNamed, workflowSteps } from './steps/workflow-steps.ts';
import type { StepOutcome } from './steps/workflow-step.ts';

/** How each step's job is retried and watched (WORKFLOW_* settings, docs/decisions/0141-job-queue.md). */
export type JobSettings = {
  retryLimit: number;
  retryDelaySeconds: number;
  heartbeatSeconds: number;
};
export type LifecycleDeps = {
  db: Kysely<Database>;
  queue: PgBoss;
  ai: AnalysisAi | null;
  jobs: JobSettings;
};
export type StepJobData = {
  runId: string;
  tenantId: string;
  propertyId: string;
  step: AnalysisStepName;
};

export const stepQueueName = (step: AnalysisStepName) => `analysis-step-${step}`;
/** Where pg-boss puts a step's job that failed for good without its handler saying so (a dead worker, a timeout). */
export const FAILED_STEPS_QUEUE = 'analysis-step-failed';
export const NOT_IN_RUN = 'Not part of this run.';

/** Runs the work with the property's runs locked, in the caller's transaction when it has one. */
export async function inPropertyLock<T>(
  db: Db,
  propertyId: string,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) {
    await runs.lockProperty(db, propertyId);
    return work(db);
  }
  return (db as Kysely<Database>).transaction().execute(async (trx) => {
    await runs.lockProperty(trx, propertyId);
    return work(trx);
  });
}

/** Sends the jobs of the steps whose earlier steps (those in this run) are over; each step once. */
async function dispatchReady(
  deps: LifecycleDeps,
  trx: Db,
  run: runs.RunRow,
  steps: runs.StepRow[],
) {
  const statusOf = (name: AnalysisStepName) => steps.find((row) => row.step === name)?.status;
  const isOver = (name: AnalysisStepName) =>
    statusOf(name) !== 'pending' && statusOf(name) !== 'in_progress';
  for (const row of steps) {
    if (row.status !== 'pending' || row.job_id !== null) continue;
    const step = stepNamed(row.step);
    if (!step.after.filter((name) => run.steps.includes(name)).every(isOver)) continue;
    const data: StepJobData = {
      runId: run.id,
      tenantId: run.tenant_id,
      propertyId: run.property_id,
      step: row.step,
    };
    // In the run's own transaction: the job exists exactly when the step is recorded as sent.
    const jobId = await deps.queue.send(stepQueueName(row.step), data, {
      db: fromKysely(trx),
      retryLimit: deps.jobs.retryLimit,
      retryDelay: deps.jobs.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: step.expireInSeconds,
      heartbeatSeconds: deps.jobs.heartbeatSeconds,
    });
    if (!jobId) throw new Error(`The job queue refused the ${row.step} step of run ${run.id}`);
    await runs.markStepSent(trx, run.id, row.step, jobId);
  }
}

/** A waiting run begins: its engine is chosen, its steps recorded, and the first ones sent. */
async function startRun(deps: LifecycleDeps, trx: Db, run: runs.RunRow) {
  const choice = await chooseEngine(trx, deps.ai, run.tenant_id);
  await runs.markRunStarted(trx, run.id, {
    engine: choice.engine,
    aiModel: choice.aiModel,
    note: choice.note,
  });
  await runs.insertSteps(
    trx,
    workflowSteps.map((step, position) => {
      const included = run.steps.includes(step.name);
      return {
        run_id: run.id,
        tenant_id: run.tenant_id,
        step: step.name,
        position,
        status: included ? 'pending' : 'skipped',
        error: included ? null : NOT_IN_RUN,
      };
    }),
  );
  const steps = await runs.listSteps(trx, [run.id]);
  await runs.setPropertyStatus(trx, run.property_id, propertyStatusOf(steps));
  await dispatchReady(deps, trx, run, steps);
}

/**
 * Asks for a run of these steps (docs/product/analysis.md, "One run at a time"): it starts at once
 * when the property has none going; otherwise it waits behind the one going, and a trigger while one
 * waits joins the waiting one. Runs in the caller's transaction when it has one (a create, an upload),
 * so the run exists exactly when what triggered it does.
 */
export async function requestRun(
  deps: LifecycleDeps,
  db: Db,
  request: { tenantId: string; propertyId: string; trigger: RunTrigger; steps: AnalysisStepName[] },
) {
  await inPropertyLock(db, request.propertyId, async (trx) => {
    const waiting = await runs.findRunWithStatus(trx, request.propertyId, 'pending');
    if (waiting)
      return runs.mergeIntoRun(
        trx,
        waiting.id,
        inOrder([...waiting.steps, ...request.steps]),
        request.trigger,
      );
    const run = await runs.insertRun(trx, { ...request, steps: inOrder(request.steps) });
    if (!(await runs.findRunWithStatus(trx, request.propertyId, 'in_progress')))
      await startRun(deps, trx, run);
  });
}

/** An attempt of a step begins; null when there is nothing to do (the step or its run is over or gone). */
export async function beginStep(deps: LifecycleDeps, job: StepJobData) {
  return inPropertyLock(deps.db, job.propertyId, async (trx) => {
    if (!(await runs.markStepStarted(trx, job.runId, job.step))) return null;
    const run = await runs.findRun(trx, job.runId);
    if (!run) return null;
    await runs.setPropertyStatus(
      trx,
      run.property_id,
      propertyStatusOf(await runs.listSteps(trx, [run.id])),
    );
    return run;
  });
}

/** A step has ended, for good: its run moves on, or ends and lets the next waiting run start. */
export async function endStep(
  deps: LifecycleDeps,
  job: StepJobData,
  outcome: StepOutcome & { status: 'completed' | 'failed'; error: string | null },
) {
  await inPropertyLock(deps.db, job.propertyId, async (trx) => {
    if (!(await runs.finishStep(trx, job.runId, job.step, outcome))) return;
    await runs.addToRun(trx, job.runId, {
      tokens: outcome.tokens ?? null,
      costGbp: outcome.costGbp ?? null,
      aiAnswered: outcome.aiAnswered ?? false,
      headline: outcome.headline ?? {},
      engineVersion: outcome.engineVersion ?? null,
    });
    const run = await runs.findRun(trx, job.runId);
    if (!run) return;
    if (outcome.note && !run.note) await runs.setRunNote(trx, run.id, outcome.note);
    const steps = await runs.listSteps(trx, [run.id]);
    await runs.setPropertyStatus(trx, run.property_id, propertyStatusOf(steps));
    if (!allOver(steps)) return dispatchReady(deps, trx, run, steps);
    await runs.finishRun(trx, run.id, anyFailed(steps) ? 'failed' : 'completed');
    const next = await runs.findRunWithStatus(trx, run.property_id, 'pending');
    if (next) await startRun(deps, trx, next);
  });
}
