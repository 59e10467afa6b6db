import { JWT_LIFETIME_SECONDS } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Listen } from '../../db/notifications.ts';
import type { Database } from '../../db/schema.ts';
import { isSessionRevoked, listSessionsRevokedWithin } from './auth.repository.ts';

/** The channel migration 0012's trigger announces each ended session on. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** A JWT outlives its session by at most its own lifetime; a minute more allows for clocks that differ. */
const REMEMBER_MS = (JWT_LIFETIME_SECONDS + 60) * 1000;
const SWEEP_EVERY_MS = 60_000;
const CATCH_UP_RETRY_MS = 1_000;
/** How long a request that ended a session waits for the session's NOTIFY to come back before it answers. */
const NOTICE_WAIT_MS = 1_000;

export type SessionRevocations = {
  /** Whether the session a JWT names has ended. */
  isRevoked: (sessionId: string) => Promise<boolean>;
  /**
   * Records a session this process has just ended, so its own next request refuses the session's
   * JWTs whenever the NOTIFY arrives; resolves once the NOTIFY has come back (1 s at most), when
   * the other processes, listening on the same channel, have heard it too.
   */
  recordEnded: (sessionId: string) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Every process keeps the sessions that ended in the last 16 minutes in memory, so checking a
 * JWT costs no query (docs/decisions/0120-session-revocation-cache.md). The list is filled from
 * `revoked_sessions` at start and kept current by NOTIFY. While the listening connection is down
 * a notice could be missed, so each check asks the database until the list has caught up again.
 */
export async function startSessionRevocations(db: Kysely<Database>, listen: Listen, now = Date.now): Promise<SessionRevocations> {
  const revokedAt = new Map<string, number>();
  let isCurrent = false;
  let isStopped = false;
  /** Counts the listening connection's drops, so a catch-up begun before a drop does not count after it. */
  let drops = 0;
  let lastSweep = now();
  /** Sessions this process ended whose NOTIFY has not come back yet, each with its waiter's release. */
  const awaitingNotice = new Map<string, () => void>();

  function remember(sessionId: string) {
    revokedAt.set(sessionId, now());
    if (now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now();
    for (const [id, at] of revokedAt) if (at < now() - REMEMBER_MS) revokedAt.delete(id);
  }

  function hear(sessionId: string) {
    remember(sessionId);
    awaitingNotice.get(sessionId)?.();
  }

  function noticeOf(sessionId: string) {
    return new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        awaitingNotice.delete(sessionId);
        resolve();
      };
      const timer = setTimeout(release, NOTICE_WAIT_MS);
      awaitingNotice.set(sessionId, release);
    });
  }

  async function catchUp() {
    const dropsBefore = drops;
    for (const sessionId of await listSessionsRevokedWithin(db, REMEMBER_MS / 1000)) remember(sessionId);
    isCurrent = drops === dropsBefore;
  }

  function catchUpAfterGap() {
    catchUp().catch(() => {
      if (!isStopped) setTimeout(catchUpAfterGap, CATCH_UP_RETRY_MS).unref();
    });
  }

  const stopListening = await listen(SESSION_REVOKED_CHANNEL, {
    onMessage: hear,
    onLost: () => {
      drops += 1;
      isCurrent = false;
    },
    onRestored: catchUpAfterGap,
  });
  await catchUp();

  return {
    isRevoked: async (sessionId) => (isCurrent ? revokedAt.has(sessionId) : isSessionRevoked(db, sessionId)),
    recordEnded: async (sessionId) => {
      // Already known: its NOTIFY (or a catch-up) came first. Not listening: there is nothing to wait for.
      const isHeard = revokedAt.has(sessionId) || !isCurrent;
      remember(sessionId);
      if (!isHeard) await noticeOf(sessionId);
    },
    stop: async () => {
      isStopped = true;
      await stopListening();
    },
  };
}
