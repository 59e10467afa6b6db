import { sql } from 'kysely';
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

/** Records keys whose bodies the run is about to write, or (run null) that are to be removed (docs/decisions/0132-no-orphan-files.md). */
export async function insertPendingFiles(db: Db, tenantId: string, keys: string[], runId: string | null) {
  if (keys.length === 0) return;
  await db
    .insertInto('pending_files')
    .values(keys.map((storage_key) => ({ storage_key, tenant_id: tenantId, run_id: runId })))
    .onConflict((conflict) => conflict.column('storage_key').doNothing())
    .execute();
}

export async function deletePendingFiles(db: Db, tenantId: string, keys: string[]) {
  if (keys.length === 0) return;
  await db.deleteFrom('pending_files').where('tenant_id', '=', tenantId).where('storage_key', 'in', keys).execute();
}

/** Every tenant's pending keys: the start-up sweep's work, across tenants by design. */
export async function listPendingFiles(db: Db) {
  return db.selectFrom('pending_files').select(['tenant_id', 'storage_key', 'run_id']).execute();
}

/** Every key the tenant's rows name (files, thumbnails, pending keys), in one statement so a key moving from pending to stored is seen once. */
export async function listKnownStorageKeys(db: Db, tenantId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('stored_files')
    .select('storage_key as key')
    .where('tenant_id', '=', tenantId)
    .unionAll(db.selectFrom('stored_files').select(sql<string>`thumbnail_key`.as('key')).where('tenant_id', '=', tenantId).where('thumbnail_key', 'is not', null))
    .unionAll(db.selectFrom('pending_files').select('storage_key as key').where('tenant_id', '=', tenantId))
    .execute();
  return new Set(rows.map((row) => row.key));
}

export async function tenantExists(db: Db, tenantId: string): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst()) !== undefined;
}

/** Bytes the tenant's uploaded files take (thumbnails are not counted). */
export async function sumStoredBytes(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('stored_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('bytes'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

export async function countPropertyFiles(db: Db, tenantId: string, propertyId: string): Promise<number> {
  const row = await db
    .selectFrom('stored_files')
    .select((eb) => eb.fn.countAll<number>().as('files'))
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return Number(row.files);
}
