import type { Property, UploadResult } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../../components/ui/toast';
import { getServerMessage } from '../../../../lib/server-message';
import { isApiError } from '../../../../lib/api-client';
import { useCreateProperty } from '../../api/create-property';
import { refreshLists, storeSavedProperty } from '../../api/property-cache';
import { useUpdateProperty } from '../../api/update-property';
import { useUploadPropertyFiles } from '../../api/upload-property-files';
import { SUBMIT_MESSAGES, type SaveMode } from '../../messages';
import { buildPropertyPayload, type PropertyFormValues } from '../../utils/property-form';
import { getSaveNotice, readSaveResponse, withUploads } from '../../utils/save-outcome';
import {
  toFormErrors,
  validatePropertyForm,
  type FormErrors,
} from '../../utils/validate-property-form';

/** Property notifications stay 7 s (docs/product/property-form.md, "Submit"). */
const PROPERTY_NOTICE_MS = 7_000;
/** The upload bar stays at 100 this long before it clears (docs/decisions/0103-real-upload-progress.md). */
const PROGRESS_CLEAR_MS = 2_000;

type SubmitResult = { saved: true } | { saved: false; errors: FormErrors };

/**
 * docs/product/property-form.md, "Submit": validate, send, upload the chosen files to the
 * new or updated property with real progress, update the cached lists, and notify.
 */
export function usePropertySubmit(property: Property | null) {
  const mode: SaveMode = property ? 'update' : 'create';
  const client = useQueryClient();
  const toast = useToast();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const upload = useUploadPropertyFiles();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  async function uploadFiles(propertyId: string, files: File[]) {
    clearTimeout(clearTimer.current);
    setProgress(0);
    try {
      const result = await upload.mutateAsync({
        propertyId,
        files,
        onProgress: (fraction) => setProgress(Math.min(100, Math.round(fraction * 100))),
      });
      setProgress(100);
      clearTimer.current = setTimeout(() => setProgress(null), PROGRESS_CLEAR_MS);
      return result;
    } catch (error) {
      setProgress(null);
      throw error;
    }
  }

  async function send(values: PropertyFormValues, files: File[]): Promise<SubmitResult> {
    const payload = buildPropertyPayload(values);
    const errors = validatePropertyForm(values, payload);
    if (Object.keys(errors).length > 0) return { saved: false, errors };

    let response: unknown;
    try {
      response = property
        ? await update.mutateAsync({ propertyId: property.id, payload })
        : await create.mutateAsync(payload);
    } catch (error) {
      toast.error(getServerMessage(error, SUBMIT_MESSAGES.failed(mode)), {
        duration: PROPERTY_NOTICE_MS,
      });
      const fieldErrors = isApiError(error) ? (error.errors ?? []) : [];
      return { saved: false, errors: toFormErrors(fieldErrors, values) };
    }

    const { id, property: saved } = readSaveResponse(response);
    let uploaded: UploadResult | null = null;
    let uploadError: string | null = null;
    if (files.length > 0 && id) {
      try {
        uploaded = await uploadFiles(id, files);
      } catch (error) {
        uploadError = error instanceof Error ? error.message : String(error);
      }
    }

    if (saved) storeSavedProperty(client, uploaded ? withUploads(saved, uploaded) : saved);
    else refreshLists(client);

    const notice = getSaveNotice({
      mode,
      fileCount: files.length,
      id,
      property: saved,
      upload: uploadError
        ? { failed: uploadError }
        : uploaded && { stored: uploaded.images.length + uploaded.documents.length },
    });
    toast.show(notice.kind, notice.message, { duration: PROPERTY_NOTICE_MS });
    return { saved: true };
  }

  async function submit(values: PropertyFormValues, files: File[]): Promise<SubmitResult> {
    setIsSubmitting(true);
    try {
      return await send(values, files);
    } finally {
      setIsSubmitting(false);
    }
  }

  return { mode, submit, isSubmitting, progress };
}
