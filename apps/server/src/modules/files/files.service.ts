import { FILE_MESSAGES } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { FilesContext } from './files-context.ts';
import * as repository from './files.repository.ts';

export type { FileLinks } from './file-links.ts';
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

/** The tenant's stored file, ready to send; 404 for another tenant's file, a malformed id, or a body gone from storage. */
export async function openStoredFile(deps: FileDeps, tenantId: string, fileId: string) {
  const file = isUuid(fileId) ? await repository.findStoredFile(deps.db, tenantId, fileId) : undefined;
  if (!file) throw fileNotFound();
  const body = await deps.files.storage.get(file.storage_key);
  if (!body) throw fileNotFound();
  return {
    body,
    contentType: file.content_type,
    size: Number(file.size),
    disposition: contentDisposition(file.content_type, file.filename),
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
