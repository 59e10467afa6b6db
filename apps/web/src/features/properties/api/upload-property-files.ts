import type { UploadResult } from '@plotwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { postWithProgress } from '../../../lib/upload-with-progress';

type UploadInput = {
  propertyId: string;
  files: readonly File[];
  /** Share of the bytes sent, 0 to 1 (docs/decisions/0103-real-upload-progress.md). */
  onProgress?: (fraction: number) => void;
};

export function uploadPropertyFiles({ propertyId, files, onProgress }: UploadInput) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return postWithProgress<UploadResult>(apiPaths.properties.uploadFiles(propertyId), body, {
    onProgress,
  });
}

export function useUploadPropertyFiles() {
  return useMutation({ mutationFn: uploadPropertyFiles });
}
