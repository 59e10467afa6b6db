import type { DocumentKind, DocumentSource } from '@plotwise/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema.ts';

export type QueuedDocument = { propertyId: string; storedFileId: string; filename: string; source: DocumentSource };
export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/** Documents a user sees: every uploaded document and zip entry, and the images read as a document (a floorplan, a scanned EPC). */
export const isListed = (eb: ExpressionBuilder<Database, 'documents'>) =>
  eb.or([eb('documents.source', '=', 'document'), eb.and([eb('documents.kind', '!=', 'other'), eb('documents.status', '=', 'done')])]);

export async function insertQueuedDocuments(db: Db, tenantId: string, documents: QueuedDocument[]) {
  if (documents.length === 0) return;
  await db
    .insertInto('documents')
    .values(
      documents.map((document) => ({
        tenant_id: tenantId,
        property_id: document.propertyId,
        stored_file_id: document.storedFileId,
        filename: document.filename,
        source: document.source,
      })),
    )
    .execute();
}

export async function findDocument(db: Db, tenantId: string, id: string) {
  return db.selectFrom('documents').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** The read has begun: a crash from here leaves 'reading', which listUnfinished finds once it is older than the timeout. */
export async function markReading(db: Db, tenantId: string, id: string, now: Date) {
  await db
    .updateTable('documents')
    .set((eb) => ({ status: 'reading', status_reason: null, reading_started_at: now, attempts: eb('attempts', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export type ReadState =
  | { status: 'done'; kind: DocumentKind; pageCount: number }
  | { status: 'failed'; reason: string };

export async function setReadState(db: Db, tenantId: string, id: string, state: ReadState, readAt: Date) {
  await db
    .updateTable('documents')
    .set(
      state.status === 'done'
        ? { status: 'done', kind: state.kind, page_count: state.pageCount, status_reason: null, read_at: readAt }
        : { status: 'failed', kind: 'other', page_count: 0, status_reason: state.reason, read_at: readAt },
    )
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** The row of a zip's entry, made on its first read and kept (with its id) on later ones. */
export async function upsertArchiveEntry(db: Db, archive: DocumentRow, path: string): Promise<string> {
  const existing = await db
    .selectFrom('documents')
    .select('id')
    .where('tenant_id', '=', archive.tenant_id)
    .where('archive_id', '=', archive.id)
    .where('filename', '=', path)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('documents')
    .values({
      tenant_id: archive.tenant_id,
      property_id: archive.property_id,
      stored_file_id: archive.stored_file_id,
      archive_id: archive.id,
      filename: path,
      source: archive.source,
      status: 'reading',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Entries a zip no longer yields (after a re-read with other limits) go, with their pages and findings. */
export async function removeArchiveEntriesExcept(db: Db, tenantId: string, archiveId: string, keepIds: string[]) {
  await db
    .deleteFrom('documents')
    .where('tenant_id', '=', tenantId)
    .where('archive_id', '=', archiveId)
    .$if(keepIds.length > 0, (query) => query.where('id', 'not in', keepIds))
    .execute();
}

/**
 * Across every tenant (this is for the job runner's recovery, not for a request): reads still
 * queued, and reads that started before `startedBefore` and never finished. Zip entries are read
 * with their zip, so only top-level rows are listed.
 */
export async function listUnfinished(db: Db, startedBefore: Date, limit: number) {
  return db
    .selectFrom('documents')
    .select(['tenant_id', 'id'])
    .where('archive_id', 'is', null)
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'reading'), eb('reading_started_at', '<', startedBefore)])]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** The property's reads not done: queued, or left 'reading' (one run per property at a time, so nobody else is reading them). */
export async function listPropertyUnfinished(db: Db, tenantId: string, propertyId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .where('archive_id', 'is', null)
    .where('status', 'in', ['queued', 'reading'])
    .orderBy('created_at')
    .execute();
}

/** In upload order; a zip's entries follow the zip. */
export async function listPropertyDocuments(db: Db, tenantId: string, propertyId: string) {
  return db
    .selectFrom('documents')
    .leftJoin('documents as archive', 'archive.id', 'documents.archive_id')
    .selectAll('documents')
    .where('documents.tenant_id', '=', tenantId)
    .where('documents.property_id', '=', propertyId)
    .where(isListed)
    .orderBy(sql`coalesce(archive.created_at, documents.created_at)`)
    .orderBy(sql`coalesce(archive.filename, documents.filename)`)
    .orderBy(sql`coalesce(archive.id, documents.id)`)
    .orderBy(sql`documents.archive_id is not null`)
    .orderBy('documents.filename')
    .execute();
}
