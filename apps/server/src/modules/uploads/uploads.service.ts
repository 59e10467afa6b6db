import { randomUUID } from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import { FILE_MESSAGES, PROPERTY_MESSAGES, type PropertyFile, type UploadKind, type UploadResult } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { queueDocumentReads } from '../documents/documents.service.ts';
import { detectUploadType, recordStoredFiles, type FilesContext } from '../files/files.service.ts';
import { attachUploadedFiles, requireProperty } from '../properties/properties.service.ts';
import { ContentInspector } from './content-inspector.ts';
import { sanitiseFilename } from './sanitise-filename.ts';
import { cleanStoredImage } from './store-image.ts';

/** One part of a multipart upload, as the route hands it over. A file's stream emits 'limit' when it passes the size limit (as busboy's does). */
export type UploadPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; filename: string; stream: Readable; isTruncated: () => boolean };

type StoredUpload = { id: string; key: string; thumbnailKey: string | null; filename: string; contentType: string; size: number; kind: UploadKind };
export type UploadDeps = { db: Kysely<Database>; files: FilesContext };

/**
 * Streams one file to storage. Past the size limit the write is abandoned at once (413) and the rest
 * of the part is drained unread; a file that arrives whole is then judged by its content (415).
 */
async function storeFile(deps: UploadDeps, tenantId: string, part: Extract<UploadPart, { type: 'file' }>): Promise<StoredUpload> {
  const filename = sanitiseFilename(part.filename);
  const id = randomUUID();
  const key = `${tenantId}/${id}`;
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge(filename, deps.files.maxUploadMb));
  const inspector = new ContentInspector();
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
  if (part.isTruncated()) {
    await deps.files.storage.remove([key]);
    throw tooLarge;
  }
  const type = await detectUploadType(inspector.head, inspector.hasWordStream);
  if (!type) {
    await deps.files.storage.remove([key]);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.unsupportedType(filename));
  }
  const upload: StoredUpload = { id, key, thumbnailKey: null, filename, contentType: type.contentType, size: inspector.size, kind: type.kind };
  if (type.kind !== 'image') return upload;
  try {
    return { ...upload, ...(await cleanStoredImage(deps.files.storage, tenantId, key, type.contentType, filename)) };
  } catch (error) {
    await deps.files.storage.remove([key]);
    throw error;
  }
}

async function recordUploads(deps: UploadDeps, tenantId: string, propertyId: string, uploads: StoredUpload[]) {
  const idsOf = (kind: UploadKind) => uploads.filter((upload) => upload.kind === kind).map((upload) => upload.id);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await recordStoredFiles(
        trx,
        tenantId,
        uploads.map((upload) => ({
          id: upload.id,
          property_id: propertyId,
          storage_key: upload.key,
          thumbnail_key: upload.thumbnailKey,
          filename: upload.filename,
          content_type: upload.contentType,
          size: upload.size,
        })),
      );
      const attachments = await attachUploadedFiles(trx, tenantId, propertyId, { images: idsOf('image'), documents: idsOf('document') });
      // Every upload waits to be read by the analysis workflow (docs/product/documents.md).
      await queueDocumentReads(
        trx,
        tenantId,
        uploads.map((upload) => ({ propertyId, storedFileId: upload.id, filename: upload.filename, source: upload.kind })),
      );
      return attachments;
    });
  } catch (error) {
    // The property was deleted while its files were arriving.
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.notFound);
    throw error;
  }
}

/**
 * Both upload paths (product spec §7). Every file is streamed to storage under a key no row names
 * yet; only when all have arrived and passed are the rows written, in one transaction. On any
 * failure the stored bodies are removed, so nothing is left half-written or without its row.
 */
export async function uploadFiles(
  deps: UploadDeps,
  tenantId: string,
  parts: AsyncIterable<UploadPart>,
  pathPropertyId?: string,
): Promise<UploadResult> {
  if (pathPropertyId !== undefined) await requireProperty(deps.db, tenantId, pathPropertyId);
  let propertyId = pathPropertyId;
  const uploads: StoredUpload[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'file') uploads.push(await storeFile(deps, tenantId, part));
      else if (pathPropertyId === undefined && part.name === 'property_id') propertyId = part.value.trim();
    }
    if (!propertyId) throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.propertyIdRequired, [{ field: 'property_id', message: FILE_MESSAGES.propertyIdRequired }]);
    if (uploads.length === 0) throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.noFiles, [{ field: 'files', message: FILE_MESSAGES.noFiles }]);
    if (pathPropertyId === undefined) await requireProperty(deps.db, tenantId, propertyId);
    const ids = await recordUploads(deps, tenantId, propertyId, uploads);
    const toFile = (upload: StoredUpload, index: number, rowIds: string[]): PropertyFile => ({
      id: rowIds[index]!,
      public_url: deps.files.links.urlFor(tenantId, upload.id),
      filename: upload.filename,
      content_type: upload.contentType,
      size: upload.size,
    });
    return {
      property_id: propertyId,
      images: uploads.filter((upload) => upload.kind === 'image').map((upload, index) => toFile(upload, index, ids.images)),
      documents: uploads.filter((upload) => upload.kind === 'document').map((upload, index) => toFile(upload, index, ids.documents)),
    };
  } catch (error) {
    await deps.files.storage.remove(uploads.flatMap((upload) => (upload.thumbnailKey ? [upload.key, upload.thumbnailKey] : [upload.key])));
    throw error;
  }
}
