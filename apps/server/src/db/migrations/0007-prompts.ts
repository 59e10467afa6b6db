import { sql, type Kysely } from 'kysely';

/** A tenant's own prompts, one row per prompt; a prompt without a row reads the built-in default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_prompts')
    .addColumn('tenant_id', 'uuid', (col) =>
      col.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('prompt_group', 'text', (col) => col.notNull())
    .addColumn('prompt_key', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('custom_prompts_pkey', ['tenant_id', 'prompt_group', 'prompt_key'])
    .execute();
}
