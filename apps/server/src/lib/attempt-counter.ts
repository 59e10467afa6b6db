import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A limit of `max` attempts per key within a window of `windowMinutes`. */
export type AttemptLimit = { max: number; windowMinutes: number };

/**
 * Counts one attempt and answers whether it is within the limit. Counting and reading are one
 * statement, so attempts sent at once each see their own count and no more than `max` pass
 * (docs/decisions/0135-attempts-counted-in-one-statement.md). A window that has passed starts again at one.
 */
export async function takeAttempt(db: Kysely<Database>, key: string, limit: AttemptLimit): Promise<boolean> {
  const expired = sql<boolean>`attempt_counters.window_started_at <= now() - make_interval(mins => ${limit.windowMinutes})`;
  const { attempts } = await db
    .insertInto('attempt_counters')
    .values({ key, attempts: 1, window_started_at: sql`now()` })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        attempts: sql`case when ${expired} then 1 else attempt_counters.attempts + 1 end`,
        window_started_at: sql`case when ${expired} then now() else attempt_counters.window_started_at end`,
      }),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return attempts <= limit.max;
}

export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('key', '=', key).execute();
}
