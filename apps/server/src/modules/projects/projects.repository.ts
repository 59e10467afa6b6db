import type { ProjectInput, ProjectUpdate } from '@plotwise/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

function selectProjects(db: Db, tenantId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'description', 'color', 'status', 'created_at', 'updated_at'])
    .select((eb) =>
      eb
        .selectFrom('properties')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('properties.project_id', '=', 'projects.id')
        .where('properties.tenant_id', '=', tenantId)
        .as('property_count'),
    )
    .where('projects.tenant_id', '=', tenantId);
}

export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function listProjects(db: Db, tenantId: string) {
  return selectProjects(db, tenantId).orderBy('created_at').orderBy('name').execute();
}

export async function findProject(db: Db, tenantId: string, id: string) {
  return selectProjects(db, tenantId).where('id', '=', id).executeTakeFirst();
}

/** The property form may name a project instead of giving its id (docs/product/property-form.md, "Payload"). */
export async function findProjectIdByName(db: Db, tenantId: string, name: string) {
  const row = await db
    .selectFrom('projects')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
  return row?.id;
}

export async function projectExists(db: Db, tenantId: string, id: string) {
  const row = await db.selectFrom('projects').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertProject(db: Db, tenantId: string, input: ProjectInput) {
  const row = await db
    .insertInto('projects')
    .values({ tenant_id: tenantId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** True when the tenant's project existed and was updated. */
export async function updateProject(db: Db, tenantId: string, id: string, changes: ProjectUpdate) {
  const row = await db
    .updateTable('projects')
    .set({ ...changes, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteProject(db: Db, tenantId: string, id: string) {
  const row = await db.deleteFrom('projects').where('tenant_id', '=', tenantId).where('id', '=', id).returning('id').executeTakeFirst();
  return row !== undefined;
}
