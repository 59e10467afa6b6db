import type { Kysely } from 'kysely';

/**
 * What a run's AI provider did (docs/decisions/0156-what-a-run-records-of-its-ai.md): whether any of
 * its answers was used, which decides whether the run counts as an AI analysis, and what its tokens
 * cost in pounds (null when the models' prices are not known, as for a local model).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('analysis_runs')
    .addColumn('ai_answered', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('cost_gbp', 'double precision')
    .execute();
}
