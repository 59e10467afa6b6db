import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { AppError } from '../../lib/app-error.ts';
import { aiOf } from './plan-limits.ts';
import {
  beginStep,
  endStep,
  FAILED_STEPS_QUEUE,
  stepQueueName,
  type LifecycleDeps,
  type StepJobData,
} from './run-lifecycle.ts';
import * as runs from './runs.repository.ts';
import { stepNamed, workflowSteps } from './steps/workflow-steps.ts';
import type { StepDeps } from './steps/workflow-step.ts';

export type WorkerDeps = LifecycleDeps & { steps: StepDeps; concurrency: number };

const MAX_REASON = 300;
const POLLING = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };

/** The step's failure in words a user can read; never a stack. */
function reasonOf(step: string, attempts: number, error: unknown): string {
  const message =
    error instanceof AppError || error instanceof Error ? error.message : String(error);
  return `The ${step} step failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${message}`.slice(
    0,
    MAX_REASON,
  );
}

/**
 * One attempt of a step (docs/decisions/0140-analysis-workflow.md). An attempt that throws is retried
 * by pg-boss with backoff; the last one records the step as failed with its reason instead, so the
 * run's other steps still go on.
 */
export async function runStepJob(deps: WorkerDeps, job: JobWithMetadata<StepJobData>) {
  const run = await beginStep(deps, job.data);
  if (!run) return;
  const step = stepNamed(job.data.step);
  const attempt = job.retryCount + 1;
  const context = {
    ...job.data,
    ai: aiOf(run.engine, deps.ai),
    isLastAttempt: job.retryCount >= job.retryLimit,
  };
  try {
    const outcome = await step.run(deps.steps, context);
    await endStep(deps, job.data, { ...outcome, status: 'completed', error: null });
  } catch (error) {
    const reason = reasonOf(step.name, attempt, error);
    if (!context.isLastAttempt) {
      await runs.recordStepError(deps.db, job.data.runId, step.name, reason);
      throw error;
    }
    await step.abandon?.(deps.steps, context, reason);
    await endStep(deps, job.data, { status: 'failed', error: reason });
  }
}

/** A step's job that pg-boss gave up on (its worker died or it ran out of time on every attempt). */
export async function runFailedStepJob(deps: WorkerDeps, job: JobWithMetadata<StepJobData>) {
  const [row] = (await runs.listSteps(deps.db, [job.data.runId])).filter(
    (candidate) => candidate.step === job.data.step,
  );
  if (!row || (row.status !== 'pending' && row.status !== 'in_progress')) return;
  const stopped = `The ${row.step} step stopped before it finished, ${row.attempts} time${row.attempts === 1 ? '' : 's'} (its server may have restarted, or it ran out of time).`;
  const reason = row.error ? `${stopped} ${row.error}` : stopped;
  await stepNamed(row.step).abandon?.(deps.steps, job.data, reason);
  await endStep(deps, job.data, { status: 'failed', error: reason.slice(0, MAX_REASON * 2) });
}

const STEP_QUEUES = [FAILED_STEPS_QUEUE, ...workflowSteps.map((step) => stepQueueName(step.name))];

/**
 * The queues exist before anything is sent, in every process; their cache is warm so a send inside a
 * transaction needs no other connection. Creating a queue that exists changes nothing, so only
 * missing ones are created: a start on an existing database skips a locked transaction per queue
 * (docs/decisions/0091-cold-start.md).
 */
export async function createStepQueues(queue: PgBoss) {
  const existing = new Set((await queue.getQueues(STEP_QUEUES)).map((found) => found.name));
  if (!existing.has(FAILED_STEPS_QUEUE)) await queue.createQueue(FAILED_STEPS_QUEUE);
  for (const step of workflowSteps) {
    const name = stepQueueName(step.name);
    if (!existing.has(name))
      await queue.createQueue(name, { deadLetter: FAILED_STEPS_QUEUE, notify: true });
  }
  // On PGlite the queue shares the app's one connection: an uncached queue looked up from inside the
  // app's transaction would wait for that transaction to end. Deleting no job looks each one up now.
  for (const name of STEP_QUEUES) await queue.deleteJob(name, NO_JOB);
}

const NO_JOB = '00000000-0000-0000-0000-000000000000';

/** This process runs the steps: heavy ones (OCR) one at a time, the others up to `concurrency` at once. */
export async function startStepWorkers(deps: WorkerDeps) {
  for (const step of workflowSteps) {
    const options = {
      ...POLLING,
      includeMetadata: true as const,
      localConcurrency: step.heavy ? 1 : deps.concurrency,
    };
    await deps.queue.work<StepJobData, void, typeof options>(
      stepQueueName(step.name),
      options,
      async ([job]) => runStepJob(deps, job!),
    );
  }
  const options = { ...POLLING, includeMetadata: true as const };
  await deps.queue.work<StepJobData, void, typeof options>(
    FAILED_STEPS_QUEUE,
    options,
    async ([job]) => runFailedStepJob(deps, job!),
  );
}
