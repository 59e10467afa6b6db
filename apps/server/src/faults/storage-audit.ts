import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { storedPaths } from '../test-support/stored-paths.ts';

/** Everything that would show a crash had lost or half-written something; each count must be 0. */
export type StorageAudit = {
  orphanFiles: string[];
  temporaryFiles: string[];
  missingBodies: string[];
  pendingKeys: number;
  filesWithoutOneAttachment: number;
  filesWithoutOneRead: number;
  propertiesWithoutTheirLinks: number;
};

/**
 * Reads the whole database and the files folder of a stopped server: every body is named by a row,
 * every row's body is there, and nothing is half-written (each file has its one image or document
 * row and its queued read; each property the two links its form sent).
 */
export async function auditStorage(db: Kysely<Database>, dataDir: string): Promise<StorageAudit> {
  const files = await db.selectFrom('stored_files').select(['id', 'storage_key', 'thumbnail_key']).execute();
  const named = new Set(files.flatMap((file) => (file.thumbnail_key ? [file.storage_key, file.thumbnail_key] : [file.storage_key])));
  const onDisk = storedPaths(dataDir);
  const bodies = onDisk.filter((path) => !path.startsWith('.incoming'));
  const attachments = await sql<{ id: string; attachments: number; reads: number }>`
    select f.id,
      (select count(*) from property_images i where i.stored_file_id = f.id) + (select count(*) from property_documents d where d.stored_file_id = f.id) as attachments,
      (select count(*) from documents r where r.stored_file_id = f.id) as reads
    from stored_files f`.execute(db);
  const links = await sql<{ images: number; documents: number }>`
    select (select count(*) from property_images i where i.property_id = p.id and i.url is not null) as images,
      (select count(*) from property_documents d where d.property_id = p.id and d.url is not null) as documents
    from properties p`.execute(db);
  const pending = await db.selectFrom('pending_files').select((eb) => eb.fn.countAll<number>().as('keys')).executeTakeFirstOrThrow();
  return {
    orphanFiles: bodies.filter((path) => !named.has(path)),
    temporaryFiles: onDisk.filter((path) => path.startsWith('.incoming')),
    missingBodies: [...named].filter((key) => !bodies.includes(key)),
    pendingKeys: Number(pending.keys),
    filesWithoutOneAttachment: attachments.rows.filter((row) => Number(row.attachments) !== 1).length,
    filesWithoutOneRead: attachments.rows.filter((row) => Number(row.reads) !== 1).length,
    propertiesWithoutTheirLinks: links.rows.filter((row) => Number(row.images) !== 1 || Number(row.documents) !== 1).length,
  };
}
