import { FILE_MESSAGES } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
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

/** Records files whose bodies are already in storage, each under its property. */
export async function recordStoredFiles(db: Db, tenantId: string, files: repository.NewStoredFile[]): Promise<void> {
  await repository.insertStoredFiles(db, tenantId, files);
}

/** Deletes the rows (their image or document rows go with them) and answers the storage keys to remove once committed. */
export async function deleteStoredFiles(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  return repository.deleteStoredFiles(db, tenantId, ids);
}

/** The storage keys of a property's files, read before the property (and by cascade its rows) is deleted. */
export async function storageKeysOfProperty(db: Db, tenantId: string, propertyId: string): Promise<string[]> {
  return repository.storageKeysOfProperty(db, tenantId, propertyId);
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
