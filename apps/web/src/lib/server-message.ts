import { isApiError } from './api-client';

/** The server's user-facing message for a failed call (`detail`), else the screen's own text. */
export function getServerMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}
