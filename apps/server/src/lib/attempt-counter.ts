import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A limit of `max` attempts per key within a window of `windowMinutes`. */
export type AttemptLimit = { max: number; windowMinutes: number };

const windowOf = (limit: AttemptLimit) => sql`make_interval(mins => ${limit.windowMinutes})`;

/** Whether the key has used up its attempts in the current window. */
export async function isOverLimit(db: Kysely<Database>, key: string, limit: AttemptLimit): Promise<boolean> {
  const row = await db
    .selectFrom('attempt_counters')
    .select('attempts')
    .where('key', '=', key)
    .where('window_started_at', '>', sql<Date>`now() - ${windowOf(limit)}`)
    .executeTakeFirst();
  return (row?.attempts ?? 0) >= limit.max;
}

/** Counts one attempt and answers the count in the window, in one statement, so attempts made at once are each counted once; a window that has passed starts again at one. */
export async function recordAttempt(db: Kysely<Database>, key: string, limit: AttemptLimit): Promise<number> {
  const expired = sql<boolean>`attempt_counters.window_started_at <= now() - ${windowOf(limit)}`;
  const row = await db
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
  return row.attempts;
}

export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('key', '=', key).execute();
}
