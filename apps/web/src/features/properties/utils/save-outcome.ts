import { propertySchema, type Property, type UploadResult } from '@plotwise/contracts';
import { SUBMIT_MESSAGES, type SaveMode } from '../messages';

/** What a create or update answered: the property when it has the expected shape, else its id. */
export function readSaveResponse(response: unknown): {
  id: string | null;
  property: Property | null;
} {
  const parsed = propertySchema.safeParse(response);
  if (parsed.success) return { id: parsed.data.id, property: parsed.data };
  const id =
    typeof response === 'object' && response !== null && 'id' in response ? response.id : null;
  return { id: typeof id === 'string' && id ? id : null, property: null };
}

/** The property with the files just uploaded added to its images and documents. */
export function withUploads(property: Property, uploads: UploadResult): Property {
  return {
    ...property,
    images: [...property.images, ...uploads.images],
    documents: [...property.documents, ...uploads.documents],
  };
}

export type Notice = { kind: 'success' | 'warning' | 'error'; message: string };

type SaveSteps = {
  mode: SaveMode;
  /** Files chosen in the picker. */
  fileCount: number;
  id: string | null;
  property: Property | null;
  /** How many files the upload stored, or the upload's error message. */
  upload: { stored: number } | { failed: string } | null;
};

/** The notification after a save (docs/product/property-form.md, "Submit"). */
export function getSaveNotice({ mode, fileCount, id, property, upload }: SaveSteps): Notice {
  if (fileCount > 0 && !id)
    return { kind: 'warning', message: SUBMIT_MESSAGES.noIdForUpload(mode) };
  if (upload && 'failed' in upload) {
    return { kind: 'warning', message: SUBMIT_MESSAGES.uploadFailed(mode, upload.failed) };
  }
  if (!property) return { kind: 'warning', message: SUBMIT_MESSAGES.unexpectedResponse(mode) };
  return { kind: 'success', message: SUBMIT_MESSAGES.saved(mode, upload?.stored ?? 0) };
}
