import { FILE_MESSAGES } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import { isRunLive } from '../../db/process-run.ts';
import type { Database, Db } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { FilesContext } from './files-context.ts';
import * as repository from './files.repository.ts';

export { detectFileType, detectUploadType, HEAD_BYTES, WORD_STREAM_NAME } from './detect-upload-type.ts';
export type { FileLinks } from './file-links.ts';
export type { FileStorage } from './file-storage.ts';
export type { FilesContext } from './files-context.ts';

type FileDeps = { db: Kysely<Database>; files: FilesContext };

const fileNotFound = () => new AppError('NOT_FOUND', FILE_MESSAGES.notFound);

/** Images and PDFs open in the browser; anything else downloads. */
const opensInline = (contentType: string) => contentType.startsWith('image/') || contentType === 'application/pdf';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
function contentDisposition(contentType: string, filename: string) {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${opensInline(contentType) ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * The tenant's stored file (or its thumbnail), ready to send; 404 for another tenant's file, a
 * malformed id, a file without a thumbnail, or a body gone from storage.
 */
export async function openStoredFile(deps: FileDeps, tenantId: string, fileId: string, variant: 'file' | 'thumbnail' = 'file') {
  const file = isUuid(fileId) ? await repository.findStoredFile(deps.db, tenantId, fileId) : undefined;
  const key = variant === 'file' ? file?.storage_key : file?.thumbnail_key;
  const body = key ? await deps.files.storage.get(key) : null;
  if (!file || !body) throw fileNotFound();
  const contentType = variant === 'file' ? file.content_type : 'image/webp';
  return {
    body,
    contentType,
    // The thumbnail's length is not recorded; it is sent chunked.
    size: variant === 'file' ? Number(file.size) : undefined,
    disposition: contentDisposition(contentType, file.filename),
  };
}

/**
 * Records keys as pending before their bodies are written, so a crash before the upload's rows
 * commit leaves a key the sweep can find rather than an orphan (docs/decisions/0132-no-orphan-files.md).
 */
export async function reserveStorageKeys(deps: FileDeps, tenantId: string, keys: string[]): Promise<void> {
  await repository.insertPendingFiles(deps.db, tenantId, keys, deps.files.runId);
}

/**
 * Records files whose bodies are already in storage, each under its property, and settles the keys
 * the upload reserved (those of thumbnails it never made included). Run it in the upload's transaction.
 */
export async function recordStoredFiles(db: Db, tenantId: string, files: repository.NewStoredFile[], reservedKeys: string[]): Promise<void> {
  await repository.insertStoredFiles(db, tenantId, files);
  await repository.deletePendingFiles(db, tenantId, reservedKeys);
}

/**
 * Deletes the rows (their image or document rows go with them) and marks their bodies pending, in
 * the caller's transaction; answers the keys to hand to removeStoredBodies once it has committed.
 */
export async function deleteStoredFiles(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  const keys = await repository.deleteStoredFiles(db, tenantId, ids);
  await repository.insertPendingFiles(db, tenantId, keys, null);
  return keys;
}

/** Marks a property's file bodies pending before the property (and by cascade its rows) is deleted; answers their keys. */
export async function releasePropertyFiles(db: Db, tenantId: string, propertyId: string): Promise<string[]> {
  const keys = await repository.storageKeysOfProperty(db, tenantId, propertyId);
  await repository.insertPendingFiles(db, tenantId, keys, null);
  return keys;
}

/** Removes bodies no row names any more (or never did), then their pending keys: in that order, so a crash between leaves a key to sweep. */
export async function removeStoredBodies(deps: FileDeps, tenantId: string, keys: string[]): Promise<void> {
  await deps.files.storage.remove(keys);
  await repository.deletePendingFiles(deps.db, tenantId, keys);
}

export type StorageSweep = { pending: number; orphans: number; temporaries: number };

/**
 * Clears what a crash can leave in storage (docs/decisions/0132-no-orphan-files.md): the bodies of
 * pending keys whose writer's run is gone (or that were only waiting to be removed), temporary files
 * of runs that are gone, and, where storage can list itself, bodies no row names, for tenants this
 * database has (another database's files are never touched). Bodies are listed before rows are read,
 * and a body is written only once its key is recorded, so a file still arriving is never taken for an
 * orphan.
 */
export async function sweepStorage(deps: FileDeps): Promise<StorageSweep> {
  const verdicts = new Map<string, Promise<boolean>>();
  const isGone = (runId: string | null) => {
    if (runId === null) return Promise.resolve(true);
    if (!verdicts.has(runId)) verdicts.set(runId, runId === deps.files.runId ? Promise.resolve(false) : isRunLive(deps.db, runId).then((live) => !live));
    return verdicts.get(runId)!;
  };
  let pending = 0;
  for (const row of await repository.listPendingFiles(deps.db)) {
    if (!(await isGone(row.run_id))) continue;
    await removeStoredBodies(deps, row.tenant_id, [row.storage_key]);
    pending += 1;
  }
  const temporaries = (await deps.files.storage.removeTemporaries?.(isGone)) ?? 0;
  let orphans = 0;
  for (const [tenantId, keys] of (await deps.files.storage.listKeys?.()) ?? new Map<string, string[]>()) {
    if (!(await repository.tenantExists(deps.db, tenantId))) continue;
    const known = await repository.listKnownStorageKeys(deps.db, tenantId);
    const unknown = keys.filter((key) => !known.has(key));
    await deps.files.storage.remove(unknown);
    orphans += unknown.length;
  }
  return { pending, orphans, temporaries };
}

/** Bytes of uploaded files the tenant stores, and how many the property holds (the plan's storage limits). */
export async function storageUsage(db: Db, tenantId: string, propertyId: string | null): Promise<{ bytes: number; propertyFiles: number }> {
  return {
    bytes: await repository.sumStoredBytes(db, tenantId),
    propertyFiles: propertyId === null ? 0 : await repository.countPropertyFiles(db, tenantId, propertyId),
  };
}

/** The whole stored file in memory, with the type detected on upload (for reading it); 404 as openStoredFile. */
export async function readStoredFile(deps: FileDeps, tenantId: string, fileId: string) {
  const file = await openStoredFile(deps, tenantId, fileId);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: file.contentType };
}

/** Signed thumbnail links of those of `fileIds` that have one. */
export async function thumbnailLinks(deps: FileDeps, tenantId: string, fileIds: string[]): Promise<Map<string, string>> {
  const ids = await repository.filesWithThumbnails(deps.db, tenantId, fileIds);
  return new Map(ids.map((id) => [id, deps.files.links.thumbnailUrlFor(tenantId, id)]));
}
