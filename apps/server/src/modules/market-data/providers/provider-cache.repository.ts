import type { Db } from '../../../db/schema.ts';

/**
 * The live providers' answers, shared by every tenant and process (public open data, so keyed by
 * provider and request, not by tenant). An entry past its expiry is never read and is swept.
 */
export type CachedAnswer = { key: string; value: unknown; fetchedAt: Date };

export async function findCachedAnswers(db: Db, provider: string, keys: string[], now: Date): Promise<CachedAnswer[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('market_provider_cache')
    .select(['key', 'body', 'fetched_at'])
    .where('provider', '=', provider)
    .where('key', 'in', keys)
    .where('expires_at', '>', now)
    .execute();
  return rows.map((row) => ({ key: row.key, value: row.body.value, fetchedAt: row.fetched_at }));
}

export async function storeAnswers(
  db: Db,
  provider: string,
  answers: { key: string; value: unknown }[],
  times: { fetchedAt: Date; expiresAt: Date },
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insertInto('market_provider_cache')
    .values(answers.map(({ key, value }) => ({
      provider,
      key,
      body: JSON.stringify({ value }),
      fetched_at: times.fetchedAt,
      expires_at: times.expiresAt,
    })))
    .onConflict((conflict) =>
      conflict.columns(['provider', 'key']).doUpdateSet((eb) => ({
        body: eb.ref('excluded.body'),
        fetched_at: eb.ref('excluded.fetched_at'),
        expires_at: eb.ref('excluded.expires_at'),
      })),
    )
    .execute();
}

/** Removes every expired answer; returns how many went. */
export async function deleteExpiredAnswers(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('market_provider_cache').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
