import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Five wrong passwords for one e-mail within 15 minutes lock that e-mail's sign-in for the rest of the window. */
export const SIGN_IN_FAILURE_LIMIT = 5;
const WINDOW = sql`interval '15 minutes'`;

export async function isSignInLocked(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('failures')
    .where('email', '=', email)
    .where('window_started_at', '>', sql<Date>`now() - ${WINDOW}`)
    .executeTakeFirst();
  return (row?.failures ?? 0) >= SIGN_IN_FAILURE_LIMIT;
}

export async function recordSignInFailure(db: Kysely<Database>, email: string): Promise<void> {
  const expired = sql<boolean>`sign_in_failures.window_started_at <= now() - ${WINDOW}`;
  await db
    .insertInto('sign_in_failures')
    .values({ email, failures: 1, window_started_at: sql`now()` })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        failures: sql`case when ${expired} then 1 else sign_in_failures.failures + 1 end`,
        window_started_at: sql`case when ${expired} then now() else sign_in_failures.window_started_at end`,
      }),
    )
    .execute();
}

export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}
