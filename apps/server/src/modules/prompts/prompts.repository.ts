import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type CustomPromptRow = { prompt_group: string; prompt_key: string; body: string };

export async function listCustomPrompts(
  db: Kysely<Database>,
  tenantId: string,
): Promise<CustomPromptRow[]> {
  return db
    .selectFrom('custom_prompts')
    .select(['prompt_group', 'prompt_key', 'body'])
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Inserts or replaces the given prompts; the tenant's other prompts stay as they are. */
export async function upsertCustomPrompts(
  db: Kysely<Database>,
  tenantId: string,
  rows: CustomPromptRow[],
): Promise<void> {
  await db
    .insertInto('custom_prompts')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'prompt_group', 'prompt_key']).doUpdateSet({
        body: (eb) => eb.ref('excluded.body'),
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function deleteCustomPrompts(db: Kysely<Database>, tenantId: string): Promise<void> {
  await db.deleteFrom('custom_prompts').where('tenant_id', '=', tenantId).execute();
}
