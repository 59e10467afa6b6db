import { JWT_LIFETIME_SECONDS, JWT_REFRESH_LEAD_SECONDS } from '@plotwise/contracts';
import { isApiError } from '../../../lib/api-client';
import { getJwtExpiry } from '../utils/get-jwt-expiry';

/** Refresh timing (docs/product/accounts-and-sessions.md#tokens). */
export const TOKEN_TIMING = {
  refreshLeadMs: JWT_REFRESH_LEAD_SECONDS * 1000,
  /** A token counts as expired this much early. */
  expiryMarginMs: 30_000,
  initialBackoffMs: 30_000,
  maxBackoffMs: 16 * 60_000,
} as const;

type Timer = ReturnType<typeof setTimeout>;

export type TokenManagerDeps = {
  /** GET /api/auth/token, the session cookie going with it; answers the JWT. */
  fetchAccessToken: () => Promise<string>;
  /** The identity service no longer knows the session (401): the user is signed out. */
  onSessionLost: () => void;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => Timer;
  clearTimer?: (timer: Timer) => void;
};

export type TokenManager = ReturnType<typeof createTokenManager>;

/**
 * Holds the short-lived JWT, in memory only, while a session is open; the session itself is an
 * HttpOnly cookie no script reads (docs/decisions/0121-session-cookie.md). The JWT is refreshed in
 * the background 5 minutes before it expires, and on demand when a call needs it; failed
 * refreshes back off from 30 s, doubling up to 16 minutes.
 */
export function createTokenManager({
  fetchAccessToken,
  onSessionLost,
  now = Date.now,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: TokenManagerDeps) {
  /** Counts sessions opened and closed, so a refresh that outlives its session is dropped. */
  let session = 0;
  let isOpen = false;
  let access: { token: string; expiresAt: number } | null = null;
  let refreshing: Promise<string | null> | null = null;
  let timer: Timer | null = null;
  let backoffMs: number = TOKEN_TIMING.initialBackoffMs;

  function cancelTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function schedule(ms: number) {
    cancelTimer();
    timer = setTimer(
      () => {
        timer = null;
        refresh().catch(() => {});
      },
      Math.max(0, ms),
    );
  }

  function reset(open: boolean) {
    session += 1;
    isOpen = open;
    access = null;
    refreshing = null;
    backoffMs = TOKEN_TIMING.initialBackoffMs;
    cancelTimer();
  }

  async function runRefresh(forSession: number): Promise<string | null> {
    try {
      const token = await fetchAccessToken();
      if (session !== forSession) return null; // signed out, or another session began, meanwhile
      const expiresAt = getJwtExpiry(token) ?? now() + JWT_LIFETIME_SECONDS * 1000;
      access = { token, expiresAt };
      backoffMs = TOKEN_TIMING.initialBackoffMs;
      schedule(expiresAt - TOKEN_TIMING.refreshLeadMs - now());
      return token;
    } catch (error) {
      if (session !== forSession) return null;
      if (isApiError(error) && error.status === 401) {
        reset(false);
        onSessionLost();
        return null;
      }
      schedule(backoffMs);
      backoffMs = Math.min(backoffMs * 2, TOKEN_TIMING.maxBackoffMs);
      // A refresh that fails early is harmless while the current token is still good.
      if (access && now() < access.expiresAt - TOKEN_TIMING.expiryMarginMs) return access.token;
      throw error;
    }
  }

  /** One refresh at a time; concurrent callers share it. */
  function refresh(): Promise<string | null> {
    if (refreshing) return refreshing;
    if (!isOpen) return Promise.resolve(null);
    const attempt = runRefresh(session);
    refreshing = attempt;
    const settle = () => {
      if (refreshing === attempt) refreshing = null;
    };
    attempt.then(settle, settle);
    return attempt;
  }

  return {
    /** A session began (sign-in, or a new session after a password change): forget any JWT of the last one. */
    open: () => reset(true),
    /** The session ended. */
    clear: () => reset(false),
    /** The JWT for /api/v1 calls, refreshed first when it is within the refresh lead of expiry. */
    async getAccessToken(): Promise<string | null> {
      if (!isOpen) return null;
      if (access && now() < access.expiresAt - TOKEN_TIMING.refreshLeadMs) return access.token;
      return refresh();
    },
    /** An /api/v1 call answered 401: drop the JWT and check the session with a fresh one. */
    handleUnauthorized() {
      access = null;
      refresh().catch(() => {});
    },
    dispose: cancelTimer,
  };
}
