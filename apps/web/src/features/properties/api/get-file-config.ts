import { DEFAULT_MAX_UPLOAD_MB, type FileConfig } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export function getFileConfig(): Promise<FileConfig> {
  return api.get<FileConfig>(apiPaths.files.config, { token: null });
}

/** The server's upload limit (docs/decisions/0010-file-storage.md: one number for client, server and message). */
export function useMaxUploadMb(): number {
  const { data } = useQuery({
    queryKey: ['files', 'config'],
    queryFn: getFileConfig,
    staleTime: Infinity,
  });
  return data?.max_upload_mb ?? DEFAULT_MAX_UPLOAD_MB;
}
