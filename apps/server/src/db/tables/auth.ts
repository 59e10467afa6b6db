import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth owns these tables and their camelCase columns (docs/decisions/0003-identity.md). */
export type AuthTables = {
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  session: {
    id: string;
    token: string;
    userId: string;
    expiresAt: Timestamp;
    ipAddress: string | null;
    userAgent: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  account: {
    id: string;
    accountId: string;
    providerId: string;
    userId: string;
    password: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  verification: {
    id: string;
    identifier: string;
    value: string;
    expiresAt: Timestamp;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  /** Ours: every ended session, recorded by a trigger on `session` (migration 0012). */
  revoked_sessions: {
    session_id: string;
    revoked_at: Timestamp;
  };
  attempt_counters: {
    key: string;
    attempts: number;
    window_started_at: Timestamp;
  };
};
