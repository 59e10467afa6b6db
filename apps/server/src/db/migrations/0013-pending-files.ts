import { sql, type Kysely } from 'kysely';

/**
 * Storage keys whose body may exist with no `stored_files` row naming it: an upload still arriving
 * (`run_id` names the process writing it), or a file whose row is deleted and whose body is yet to be
 * removed (`run_id` null). A key is recorded here before its body is written, and leaves in the same
 * transaction that writes its row, so a crash at any point leaves a key the start-up sweep can find
 * (docs/decisions/0132-no-orphan-files.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_files')
    .addColumn('storage_key', 'text', (col) => col.primaryKey())
    .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('run_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
