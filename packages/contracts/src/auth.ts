/**
 * The product's sign-in, registration and password error codes (docs/product/messages.md). The identity service (better-auth)
 * answers with its own codes; `toAuthErrorCode` turns them into these so the web can show the
 * product's messages.
 */
export const authErrorCodes = [
  'user-not-found',
  'wrong-password',
  'invalid-email',
  'email-already-in-use',
  'weak-password',
  'too-many-requests',
  'requires-recent-login',
  'network-request-failed',
  'unknown',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

/** better-auth's codes (and our sign-in hook's USER_NOT_FOUND) to the product's. */
const identityCodeMap: Record<string, AuthErrorCode> = {
  USER_NOT_FOUND: 'user-not-found',
  INVALID_EMAIL_OR_PASSWORD: 'wrong-password',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_EMAIL: 'invalid-email',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  PASSWORD_TOO_SHORT: 'weak-password',
  PASSWORD_TOO_LONG: 'weak-password',
  TOO_MANY_REQUESTS: 'too-many-requests',
  SESSION_EXPIRED: 'requires-recent-login',
};

export function toAuthErrorCode(status: number, identityCode: string | undefined): AuthErrorCode {
  if (status === 0) return 'network-request-failed';
  if (status === 429) return 'too-many-requests';
  return (identityCode && identityCodeMap[identityCode]) || 'unknown';
}

/** The session token lives this long; the short-lived JWT sent to /api/v1 is refreshed from it. */
export const JWT_LIFETIME_SECONDS = 15 * 60;
/** The client refreshes its JWT this long before it expires (docs/product/accounts-and-sessions.md, "Tokens"). */
export const JWT_REFRESH_LEAD_SECONDS = 5 * 60;
