import type { Database, Db } from '../../db/schema.ts';

export type NewStoredFile = Omit<Database['stored_files'], 'tenant_id' | 'created_at'>;

export async function findStoredFile(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('stored_files')
    .select(['id', 'storage_key', 'thumbnail_key', 'filename', 'content_type', 'size'])
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

/** Every body a file row names: the file and, for an image, its thumbnail. */
const keysOf = (rows: { storage_key: string; thumbnail_key: string | null }[]) =>
  rows.flatMap((row) => (row.thumbnail_key ? [row.storage_key, row.thumbnail_key] : [row.storage_key]));

/** Deletes the rows (their image or document rows go with them) and returns the storage keys to remove. */
export async function deleteStoredFiles(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('stored_files')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .returning(['storage_key', 'thumbnail_key'])
    .execute();
  return keysOf(rows);
}

export async function storageKeysOfProperty(db: Db, tenantId: string, propertyId: string) {
  const rows = await db
    .selectFrom('stored_files')
    .select(['storage_key', 'thumbnail_key'])
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .execute();
  return keysOf(rows);
}

/** The files among `ids` that have a thumbnail. */
export async function filesWithThumbnails(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('stored_files')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .where('thumbnail_key', 'is not', null)
    .execute();
  return rows.map((row) => row.id);
}
