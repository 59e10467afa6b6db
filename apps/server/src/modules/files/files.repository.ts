import type { Database, Db } from '../../db/schema.ts';

export type NewStoredFile = Omit<Database['stored_files'], 'tenant_id' | 'created_at'>;

export async function findStoredFile(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'storage_key', 'filename', 'content_type', 'size'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertStoredFiles(db: Db, tenantId: string, files: NewStoredFile[]) {
  if (files.length === 0) return;
  await db
    .insertInto('stored_files')
    .values(files.map((file) => ({ ...file, tenant_id: tenantId })))
    .execute();
}

/** Deletes the rows (their image or document rows go with them) and returns the storage keys to remove. */
export async function deleteStoredFiles(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('stored_files')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

export async function storageKeysOfProperty(db: Db, tenantId: string, propertyId: string) {
  const rows = await db
    .selectFrom('stored_files')
    .select('storage_key')
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .execute();
  return rows.map((row) => row.storage_key);
}
