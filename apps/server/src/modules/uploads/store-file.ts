import { randomUUID } from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import { FILE_MESSAGES, type UploadKind } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { detectUploadType, reserveStorageKeys, type FilesContext } from '../files/files.service.ts';
import { ContentInspector, type ByteBudget } from './content-inspector.ts';
import { sanitiseFilename } from './sanitise-filename.ts';
import { cleanStoredImage } from './store-image.ts';

/** One part of a multipart upload, as the route hands it over. A file's stream emits 'limit' when it passes the size limit (as busboy's does). */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; filename: string; stream: Readable; isTruncated: () => boolean };

export type StoredUpload = { id: string; key: string; thumbnailKey: string | null; filename: string; contentType: string; size: number; kind: UploadKind };
export type StoreDeps = { db: Kysely<Database>; files: FilesContext };

/**
 * Streams one file to storage under keys it first records as pending (`reserved` collects them, for
 * the caller to settle or clean up). Past the size limit, or past the plan's storage left in
 * `budget`, the write is abandoned at once (413); a file that arrives whole is then judged by its
 * content (415), and an image is stored without its metadata, with a thumbnail.
 */
export async function storeFile(
  deps: StoreDeps,
  tenantId: string,
  part: Extract<UploadPart, { type: 'file' }>,
  budget: ByteBudget,
  reserved: string[],
): Promise<StoredUpload> {
  const filename = sanitiseFilename(part.filename);
  const id = randomUUID();
  const key = `${tenantId}/${id}`;
  const thumbnailKey = `${tenantId}/${randomUUID()}`;
  reserved.push(key, thumbnailKey);
  await reserveStorageKeys(deps, tenantId, [key, thumbnailKey]);
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge(filename, deps.files.maxUploadMb));
  const inspector = new ContentInspector(budget);
  // Its error reaches the write through pipeline(), which also sees one raised before it was attached;
  // until then, this keeps the error from being thrown as unhandled.
  inspector.on('error', () => {});
  // The body may have failed (cut short, closed, timed out) before this line: finished() reports that
  // too, where an 'error' listener added late never fires and the write waits for ever.
  finished(part.stream, (error) => {
    if (error) inspector.destroy(new AppError('VALIDATION_FAILED', FILE_MESSAGES.incomplete));
  });
  part.stream.once('limit', () => {
    inspector.destroy(tooLarge);
    part.stream.resume();
  });
  try {
    await deps.files.storage.put(key, part.stream.pipe(inspector));
  } catch (error) {
    throw part.isTruncated() ? tooLarge : error;
  }
  // The limit may have been reached before this listener was attached; busboy then ends the stream cut short.
  if (part.isTruncated()) throw tooLarge;
  const type = await detectUploadType(inspector.head, inspector.hasWordStream);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.unsupportedType(filename));
  const upload: StoredUpload = { id, key, thumbnailKey: null, filename, contentType: type.contentType, size: inspector.size, kind: type.kind };
  if (type.kind !== 'image') return upload;
  return { ...upload, ...(await cleanStoredImage(deps.files.storage, key, thumbnailKey, type.contentType, filename)) };
}
