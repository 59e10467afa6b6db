import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
const runStatuses = inList(['pending', 'in_progress', 'completed', 'failed']);

/**
 * The analysis workflow (docs/decisions/0140-analysis-workflow.md): a run per trigger with a row per
 * step, the latest result of each part, each property's assumptions and each tenant's defaults.
 * The partial unique indexes hold "one run per property at a time" in the database, so it holds
 * across server processes: at most one run in progress and one waiting behind it. The placeholder's
 * due time goes (docs/decisions/0012-workflow-placeholder.md); the runs it reported were never
 * computed, so a property it left mid-run starts again from pending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analysis_runs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'uuid', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('trigger', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in (${runStatuses})`))
    .addColumn('steps', sql`text[]`, (col) => col.notNull())
    .addColumn('engine', 'text')
    .addColumn('ai_model', 'text')
    .addColumn('note', 'text')
    .addColumn('tokens_input', 'integer')
    .addColumn('tokens_output', 'integer')
    .addColumn('headline', 'jsonb')
    .addColumn('engine_version', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create unique index analysis_runs_one_waiting on analysis_runs (property_id) where status = 'pending'`.execute(
    db,
  );
  await sql`create unique index analysis_runs_one_running on analysis_runs (property_id) where status = 'in_progress'`.execute(
    db,
  );
  await sql`create index analysis_runs_property_idx on analysis_runs (tenant_id, property_id, created_at desc)`.execute(
    db,
  );
  await sql`create index analysis_runs_ai_idx on analysis_runs (tenant_id, started_at) where engine = 'builtin_with_ai'`.execute(
    db,
  );

  await db.schema
    .createTable('analysis_run_steps')
    .addColumn('run_id', 'uuid', (col) =>
      col.notNull().references('analysis_runs.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'uuid', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in (${inList(['pending', 'in_progress', 'completed', 'failed', 'skipped'])})`,
        ),
    )
    .addColumn('job_id', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('analysis_run_steps_pk', ['run_id', 'step'])
    .execute();
  await sql`create index analysis_run_steps_waiting_idx on analysis_run_steps (status) where status in ('pending', 'in_progress')`.execute(
    db,
  );

  await db.schema
    .createTable('analysis_results')
    .addColumn('tenant_id', 'uuid', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'uuid', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('part', 'text', (col) =>
      col.notNull().check(sql`part in (${inList(['legal', 'refurbishment', 'strategy'])})`),
    )
    .addColumn('run_id', 'uuid', (col) => col.notNull())
    .addColumn('result', 'json', (col) => col.notNull())
    .addColumn('narrative', 'json')
    .addColumn('engine_version', 'text', (col) => col.notNull())
    .addColumn('rates_version', 'text', (col) => col.notNull())
    .addColumn('computed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('analysis_results_pk', ['property_id', 'part'])
    .execute();

  await db.schema
    .createTable('analysis_assumptions')
    .addColumn('property_id', 'uuid', (col) =>
      col.primaryKey().references('properties.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'uuid', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('overrides', 'json', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('assumption_defaults')
    .addColumn('tenant_id', 'uuid', (col) =>
      col.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('defaults', 'json', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`update properties set workflow_status = 'pending' where workflow_status in ('processing', 'market_analysis_in_progress')`.execute(
    db,
  );
  await db.schema.alterTable('properties').dropColumn('workflow_due_at').execute();
}
