import type { WorkflowStatus } from '@plotwise/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const stateColumns = ['workflow_status', 'workflow_due_at', 'analysis_status'] as const;

export async function findWorkflowState(db: Kysely<Database>, tenantId: string, propertyId: string) {
  return db
    .selectFrom('properties')
    .select(stateColumns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', propertyId)
    .executeTakeFirst();
}

/** Records a run as started, due to report completed at `dueAt`; undefined when the tenant has no such property. */
export async function startWorkflow(
  db: Kysely<Database>,
  tenantId: string,
  propertyId: string,
  run: { status: WorkflowStatus; dueAt: Date },
) {
  return db
    .updateTable('properties')
    .set({ workflow_status: run.status, workflow_due_at: run.dueAt, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', propertyId)
    .returning(stateColumns)
    .executeTakeFirst();
}
