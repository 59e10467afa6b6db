import type {
  AnalysisEngine,
  AnalysisStatus,
  AnalysisStepName,
  RunTrigger,
  StepStatus,
  Tier,
  WorkflowStatus,
} from '@plotwise/contracts';
import { sql, type Selectable } from 'kysely';
import { cachedStatement } from '../../db/cached-statement.ts';
import type { Database, Db } from '../../db/schema.ts';

export type RunRow = Selectable<Database['analysis_runs']>;
export type StepRow = Selectable<Database['analysis_run_steps']>;

/**
 * Holds the property's runs still until the transaction ends, in every process on the database:
 * starting, merging and finishing runs of one property happen one at a time.
 */
export async function lockProperty(db: Db, propertyId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${'run:' + propertyId}, 0))`.execute(db);
}

/** The plan's count of AI analyses is read and used under this lock, so two runs cannot both take the last one. */
export async function lockTenantAiCount(db: Db, tenantId: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${'ai:' + tenantId}, 0))`.execute(db);
}

export async function findRunWithStatus(
  db: Db,
  propertyId: string,
  status: 'pending' | 'in_progress',
) {
  return db
    .selectFrom('analysis_runs')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('status', '=', status)
    .executeTakeFirst();
}

export async function findRun(db: Db, runId: string) {
  return db.selectFrom('analysis_runs').selectAll().where('id', '=', runId).executeTakeFirst();
}

type NewRun = {
  tenantId: string;
  propertyId: string;
  trigger: RunTrigger;
  steps: AnalysisStepName[];
};

/** A run waiting to start; `done` records instead one done within a request (a change of assumptions) by the built-in engine. */
export async function insertRun(db: Db, run: NewRun, done?: { at: Date; note: string }) {
  return db
    .insertInto('analysis_runs')
    .values({
      tenant_id: run.tenantId,
      property_id: run.propertyId,
      trigger: run.trigger,
      steps: run.steps,
      status: done ? 'completed' : 'pending',
      ...(done && {
        engine: 'builtin' as const,
        note: done.note,
        started_at: done.at,
        finished_at: done.at,
      }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A trigger while a run waits joins it: its steps are added and the newest trigger names the run. */
export async function mergeIntoRun(
  db: Db,
  runId: string,
  steps: AnalysisStepName[],
  trigger: RunTrigger,
) {
  await db.updateTable('analysis_runs').set({ steps, trigger }).where('id', '=', runId).execute();
}

export async function markRunStarted(
  db: Db,
  runId: string,
  start: { engine: AnalysisEngine; aiModel: string | null; note: string | null },
) {
  await db
    .updateTable('analysis_runs')
    .set({
      status: 'in_progress',
      started_at: sql`now()`,
      engine: start.engine,
      ai_model: start.aiModel,
      note: start.note,
    })
    .where('id', '=', runId)
    .execute();
}

type NewStep = {
  run_id: string;
  tenant_id: string;
  step: AnalysisStepName;
  position: number;
  status: StepStatus;
  error: string | null;
  attempts?: number;
  started_at?: Date | null;
  finished_at?: Date | null;
};

export async function insertSteps(db: Db, rows: NewStep[]) {
  await db.insertInto('analysis_run_steps').values(rows).execute();
}

const stepsStatement = cachedStatement((db, _shape: null, values: { runIds: string[] }) =>
  db
    .selectFrom('analysis_run_steps')
    .selectAll()
    .where('run_id', '=', (eb) => eb.fn.any(eb.val(values.runIds)))
    .orderBy('position'),
);

export async function listSteps(db: Db, runIds: string[]) {
  if (runIds.length === 0) return [];
  return stepsStatement(db, null, { runIds });
}

export async function markStepSent(db: Db, runId: string, step: AnalysisStepName, jobId: string) {
  await db
    .updateTable('analysis_run_steps')
    .set({ job_id: jobId })
    .where('run_id', '=', runId)
    .where('step', '=', step)
    .execute();
}

/** An attempt begins; nothing when the step has already finished (a job delivered twice, or a run that went). */
export async function markStepStarted(db: Db, runId: string, step: AnalysisStepName) {
  return db
    .updateTable('analysis_run_steps')
    .set((eb) => ({
      status: 'in_progress',
      attempts: eb('attempts', '+', 1),
      started_at: sql`coalesce(started_at, now())`,
    }))
    .where('run_id', '=', runId)
    .where('step', '=', step)
    .where('status', 'in', ['pending', 'in_progress'])
    .returningAll()
    .executeTakeFirst();
}

/** The reason an attempt failed, kept while the step waits for its retry. */
export async function recordStepError(
  db: Db,
  runId: string,
  step: AnalysisStepName,
  error: string,
) {
  await db
    .updateTable('analysis_run_steps')
    .set({ error })
    .where('run_id', '=', runId)
    .where('step', '=', step)
    .execute();
}

/** Ends a step once; false when it had already ended. */
export async function finishStep(
  db: Db,
  runId: string,
  step: AnalysisStepName,
  outcome: { status: 'completed' | 'failed'; error: string | null },
) {
  const result = await db
    .updateTable('analysis_run_steps')
    .set({ status: outcome.status, error: outcome.error, finished_at: sql`now()` })
    .where('run_id', '=', runId)
    .where('step', '=', step)
    .where('status', 'in', ['pending', 'in_progress'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds a step's tokens, their cost, whether the AI provider's answer was used, and its key figures to its run's. */
export async function addToRun(
  db: Db,
  runId: string,
  outcome: {
    tokens: { input: number; output: number } | null;
    costGbp: number | null;
    aiAnswered: boolean;
    headline: Record<string, number | string>;
    engineVersion: string | null;
  },
) {
  await db
    .updateTable('analysis_runs')
    .set((eb) => ({
      tokens_input: outcome.tokens
        ? sql`coalesce(tokens_input, 0) + ${outcome.tokens.input}`
        : eb.ref('tokens_input'),
      tokens_output: outcome.tokens
        ? sql`coalesce(tokens_output, 0) + ${outcome.tokens.output}`
        : eb.ref('tokens_output'),
      cost_gbp:
        outcome.costGbp === null
          ? eb.ref('cost_gbp')
          : sql`coalesce(cost_gbp, 0) + ${outcome.costGbp}::double precision`,
      ai_answered: outcome.aiAnswered ? true : eb.ref('ai_answered'),
      headline: sql`coalesce(headline, '{}'::jsonb) || ${JSON.stringify(outcome.headline)}::jsonb`,
      engine_version: outcome.engineVersion ?? eb.ref('engine_version'),
    }))
    .where('id', '=', runId)
    .execute();
}

export async function setRunNote(db: Db, runId: string, note: string) {
  await db.updateTable('analysis_runs').set({ note }).where('id', '=', runId).execute();
}

/**
 * Ends a run. One whose AI provider never gave a usable answer was written by the built-in engine
 * alone, and says so: it does not count as an AI analysis (docs/decisions/0156-what-a-run-records-of-its-ai.md).
 */
export async function finishRun(db: Db, runId: string, status: 'completed' | 'failed') {
  await db
    .updateTable('analysis_runs')
    .set({
      status,
      finished_at: sql`now()`,
      engine: sql`case when ai_answered then engine else 'builtin' end`,
      ai_model: sql`case when ai_answered then ai_model end`,
    })
    .where('id', '=', runId)
    .execute();
}

/** The workflow's state on the property row: the statuses the product has always shown. */
export async function setPropertyStatus(
  db: Db,
  propertyId: string,
  status: { workflow: WorkflowStatus; analysis: AnalysisStatus },
) {
  await db
    .updateTable('properties')
    .set({ workflow_status: status.workflow, analysis_status: status.analysis })
    .where('id', '=', propertyId)
    .execute();
}

export async function findPropertyStatus(db: Db, tenantId: string, propertyId: string) {
  return db
    .selectFrom('properties')
    .select(['id', 'workflow_status', 'analysis_status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', propertyId)
    .executeTakeFirst();
}

// One statement for any number of properties, built and compiled once (docs/decisions/0092-summary-reads.md).
const latestStartedRunsStatement = cachedStatement((db, _shape: null, values: { tenantId: string; propertyIds: string[] }) =>
  db
    .selectFrom('analysis_runs')
    .selectAll()
    .distinctOn('property_id')
    .where('tenant_id', '=', values.tenantId)
    .where('property_id', '=', (eb) => eb.fn.any(eb.val(values.propertyIds)))
    .where('started_at', 'is not', null)
    .orderBy('property_id')
    .orderBy('started_at', 'desc'),
);

/** Each property's latest run that has started, for its `analysis_status`. */
export async function listLatestStartedRuns(db: Db, tenantId: string, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return latestStartedRunsStatement(db, null, { tenantId, propertyIds });
}

/** The property's runs, newest first. */
export async function listRuns(db: Db, tenantId: string, propertyId: string, limit: number) {
  return db
    .selectFrom('analysis_runs')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .where('started_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Runs that used an AI provider this calendar month (UK time) and have not failed: the plan's usage
 * (docs/decisions/0111-what-counts-as-an-ai-analysis.md).
 */
export async function countAiRunsThisMonth(db: Db, tenantId: string) {
  const row = await db
    .selectFrom('analysis_runs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('engine', '=', 'builtin_with_ai')
    .where('status', '!=', 'failed')
    .where(
      'started_at',
      '>=',
      sql<Date>`date_trunc('month', now() at time zone 'Europe/London') at time zone 'Europe/London'`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findTenantTier(db: Db, tenantId: string): Promise<Tier> {
  const row = await db
    .selectFrom('tenants')
    .select('tier')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.tier;
}

/** Across every tenant, for the health check: steps waiting for a worker, steps running, and the last one to finish. */
export async function summariseSteps(db: Db) {
  const row = await db
    .selectFrom('analysis_run_steps')
    .select((eb) => [
      eb.fn
        .countAll<number>()
        .filterWhere('status', '=', 'pending')
        .filterWhere('job_id', 'is not', null)
        .as('waiting'),
      eb.fn.countAll<number>().filterWhere('status', '=', 'in_progress').as('active'),
    ])
    .where('status', 'in', ['pending', 'in_progress'])
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('analysis_run_steps')
    .select((eb) => eb.fn.max('finished_at').as('finished_at'))
    .executeTakeFirst();
  return {
    waiting: Number(row.waiting),
    active: Number(row.active),
    lastFinishedAt: (last?.finished_at as Date | null | undefined) ?? null,
  };
}
