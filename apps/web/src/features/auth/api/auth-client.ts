import { createAuthClient } from 'better-auth/client';
import { jwtClient } from 'better-auth/client/plugins';
import { env } from '../../../config/env';
import { apiPaths } from '../../../config/paths';
import {
  API_MESSAGES,
  ApiError,
  NETWORK_ERROR_STATUS,
  TIMEOUT_STATUS,
  toApiError,
} from '../../../lib/api-client';

/**
 * better-auth's own client for everything under /api/auth (docs/decisions/0122-auth-client.md).
 * The session rides in the HttpOnly cookie the browser sends with each call; nothing here sees it.
 */
export const authClient = createAuthClient({
  baseURL: env.apiUrl || window.location.origin,
  basePath: apiPaths.auth,
  plugins: [jwtClient()],
  fetchOptions: {
    // Looked up on each call, not when the client is made, so tests can stub the global fetch.
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
  },
  // The session store asks for the session itself; the client's own session atom is never mounted.
  sessionOptions: { refetchOnWindowFocus: false },
});

/** The account as better-auth answers it. */
export type AuthUser = typeof authClient.$Infer.Session.user;

type AuthFailure = { status: number; statusText: string; code?: string; message?: string };
type AuthReply<T> = { data: T; error: null } | { data: null; error: AuthFailure };

/**
 * The data of an identity call, or the ApiError every auth screen reads: the status, with
 * better-auth's `code` and `message` as the body (docs/product/messages.md#sign-in).
 */
export async function callAuth<T>(call: Promise<AuthReply<T>>): Promise<T> {
  let reply: AuthReply<T>;
  try {
    reply = await call;
  } catch (error) {
    const isTimeout = error instanceof DOMException && ['AbortError', 'TimeoutError'].includes(error.name);
    throw isTimeout
      ? new ApiError(API_MESSAGES.timeout, TIMEOUT_STATUS)
      : new ApiError(API_MESSAGES.network, NETWORK_ERROR_STATUS);
  }
  if (reply.error) {
    const { code, message } = reply.error;
    throw toApiError(reply.error.status, { code, message });
  }
  return reply.data;
}
