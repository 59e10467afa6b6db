import { API_MESSAGES, isApiError, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from './api-client';

/** The shared messages (docs/product/messages.md#shared), for screens without a message of their own. */
export const ERROR_MESSAGES = {
  unauthenticated: 'Authentication required',
  forbidden: 'You are not authorized to perform this action.',
  server: 'Server error. Please try again later.',
  other: 'An error occurred. Please try again.',
} as const;

/**
 * What to tell the user about a failed call: a server error as such (its details are never
 * sent), else the server's own message, else one by status.
 */
export function getErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.other;
  if (error.status >= 500) return ERROR_MESSAGES.server;
  if (error.detail) return error.detail;
  if (error.status === NETWORK_ERROR_STATUS) return API_MESSAGES.network;
  if (error.status === TIMEOUT_STATUS) return API_MESSAGES.timeout;
  if (error.status === 401) return ERROR_MESSAGES.unauthenticated;
  if (error.status === 403) return ERROR_MESSAGES.forbidden;
  return ERROR_MESSAGES.other;
}
