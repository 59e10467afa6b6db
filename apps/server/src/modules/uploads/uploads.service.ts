import { FILE_MESSAGES, PROPERTY_MESSAGES, type PropertyFile, type UploadKind, type UploadResult } from '@plotwise/contracts';
import { AppError } from '../../lib/app-error.ts';
import { takeAttempt } from '../../lib/attempt-counter.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { queueDocumentReads } from '../documents/documents.service.ts';
import { recordStoredFiles, removeStoredBodies } from '../files/files.service.ts';
import { attachUploadedFiles, requireProperty, type AnalysisHold, type AnalysisTrigger } from '../properties/properties.service.ts';
import { checkUploadFits, propertyFull, storageFull, uploadAllowance, type UploadAllowance } from '../subscriptions/subscriptions.service.ts';
import { storeFile, type StoreDeps, type StoredUpload, type UploadPart } from './store-file.ts';

export type { UploadPart } from './store-file.ts';
/**
 * `triggerAnalysis` starts a run for the new files (docs/product/analysis.md, "Triggers"), under the
 * run lock `holdAnalysis` takes first; app.ts hands both in.
 */
export type UploadDeps = StoreDeps & { uploadsPerMinute: number; triggerAnalysis: AnalysisTrigger; holdAnalysis: AnalysisHold };

/** Upload requests an account may make in a minute, counted in the database so every process shares the count (docs/decisions/0133-upload-rate-limit.md). */
async function limitUploadRate(deps: UploadDeps, tenantId: string) {
  if (!(await takeAttempt(deps.db, `upload:${tenantId}`, { max: deps.uploadsPerMinute, windowMinutes: 1 }))) throw new AppError('RATE_LIMITED', FILE_MESSAGES.tooManyUploads(deps.uploadsPerMinute));
}

async function recordUploads(deps: UploadDeps, tenantId: string, propertyId: string, uploads: StoredUpload[], reserved: string[]) {
  const idsOf = (kind: UploadKind) => uploads.filter((upload) => upload.kind === kind).map((upload) => upload.id);
  const bytes = uploads.reduce((total, upload) => total + upload.size, 0);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await deps.holdAnalysis(trx, propertyId);
      await checkUploadFits(trx, tenantId, propertyId, { bytes, files: uploads.length });
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
        reserved,
      );
      const attachments = await attachUploadedFiles(trx, tenantId, propertyId, { images: idsOf('image'), documents: idsOf('document') });
      // Every upload waits to be read by the analysis workflow (docs/product/documents.md).
      await queueDocumentReads(
        trx,
        tenantId,
        uploads.map((upload) => ({ propertyId, storedFileId: upload.id, filename: upload.filename, source: upload.kind })),
      );
      await deps.triggerAnalysis(trx, tenantId, propertyId, 'upload');
      return attachments;
    });
  } catch (error) {
    // The property was deleted while its files were arriving.
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.notFound);
    throw error;
  }
}

function toResult(deps: UploadDeps, tenantId: string, propertyId: string, uploads: StoredUpload[], ids: { images: string[]; documents: string[] }): UploadResult {
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
}

/**
 * Both upload paths (docs/product/properties.md#images-and-documents). Past the account's upload
 * rate the request is refused (429) unread. Every file is streamed to storage under a key recorded
 * as pending first; the plan's storage and file count are checked before a file is read, while it
 * streams, and again under a lock when the rows are written in one transaction (413). On any
 * failure the stored bodies are removed, so nothing is left half-written or without its row.
 */
export async function uploadFiles(
  deps: UploadDeps,
  tenantId: string,
  parts: AsyncIterable<UploadPart>,
  pathPropertyId?: string,
): Promise<UploadResult> {
  await limitUploadRate(deps, tenantId);
  if (pathPropertyId !== undefined) await requireProperty(deps.db, tenantId, pathPropertyId);
  let propertyId = pathPropertyId;
  let propertyChecked = pathPropertyId !== undefined;
  let allowance: UploadAllowance | undefined;
  const budget = { left: Infinity, exceeded: () => storageFull(allowance!.tier) };
  const uploads: StoredUpload[] = [];
  const reserved: string[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (pathPropertyId !== undefined || part.name !== 'property_id') continue;
        propertyId = part.value.trim();
        if (propertyId !== '') await requireProperty(deps.db, tenantId, propertyId);
        propertyChecked = propertyId !== '';
        continue;
      }
      if (!allowance) {
        // Measured when the first file begins, once a property_id sent before the files is known.
        allowance = await uploadAllowance(deps.db, tenantId, propertyChecked ? propertyId! : null);
        budget.left = allowance.bytesLeft;
      }
      if (budget.left <= 0) throw storageFull(allowance.tier);
      if (uploads.length + 1 > allowance.filesLeft) throw propertyFull(allowance.tier);
      uploads.push(await storeFile(deps, tenantId, part, budget, reserved));
    }
    if (!propertyId) throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.propertyIdRequired, [{ field: 'property_id', message: FILE_MESSAGES.propertyIdRequired }]);
    if (uploads.length === 0) throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.noFiles, [{ field: 'files', message: FILE_MESSAGES.noFiles }]);
    if (!propertyChecked) await requireProperty(deps.db, tenantId, propertyId);
    return toResult(deps, tenantId, propertyId, uploads, await recordUploads(deps, tenantId, propertyId, uploads, reserved));
  } catch (error) {
    await removeStoredBodies(deps, tenantId, reserved);
    throw error;
  }
}
