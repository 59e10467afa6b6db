import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** better-auth keeps a reset token as a `verification` row named `reset-password:{token}` whose value is the user id. */
const RESET_TOKEN_PREFIX = 'reset-password:';

/** Every reset link the user still holds stops working. */
export async function deleteResetTokensOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', `${RESET_TOKEN_PREFIX}%`)
    .where('value', '=', userId)
    .execute();
}

export async function findUserAddress(db: Kysely<Database>, userId: string) {
  return db.selectFrom('user').select(['email', 'emailVerified']).where('id', '=', userId).executeTakeFirst();
}

/** Sessions that ended within the last `seconds`, by the database's clock. */
export async function listSessionsRevokedWithin(db: Kysely<Database>, seconds: number): Promise<string[]> {
  const rows = await db
    .selectFrom('revoked_sessions')
    .select('session_id')
    .where('revoked_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .execute();
  return rows.map((row) => row.session_id);
}

export async function isSessionRevoked(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_sessions').select('session_id').where('session_id', '=', sessionId).executeTakeFirst();
  return row !== undefined;
}
