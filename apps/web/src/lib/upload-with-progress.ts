import { env } from '../config/env';
import {
  API_MESSAGES,
  ApiError,
  api,
  NETWORK_ERROR_STATUS,
  TIMEOUT_STATUS,
  toApiError,
} from './api-client';

/** A whole upload may take this long: up to 20 files of 10 MB on a slow line. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

type UploadOptions = {
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
};

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs multipart form data and reports real upload progress (docs/decisions/0103-real-upload-progress.md). fetch cannot report
 * bytes sent, so this one call uses XMLHttpRequest; it carries the API client's bearer token and
 * fails with the same ApiError.
 */
export async function postWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress, timeoutMs = UPLOAD_TIMEOUT_MS }: UploadOptions = {},
): Promise<T> {
  const token = await api.getToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(toApiError(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(API_MESSAGES.network, NETWORK_ERROR_STATUS));
    xhr.ontimeout = () => reject(new ApiError(API_MESSAGES.timeout, TIMEOUT_STATUS));
    xhr.send(body);
  });
}
