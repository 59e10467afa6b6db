import { sql } from 'kysely';
import type { Db } from '../../../db/schema.ts';

/**
 * A token bucket per provider, in the database so every server process draws on one budget
 * (docs/decisions/0071-live-market-providers.md). The bucket holds one second of requests and
 * refills continuously; a provider that answered 429 is closed until its Retry-After has passed.
 * Time is the database's, so processes on different machines agree.
 */
export async function takeToken(db: Db, provider: string, perSecond: number): Promise<boolean> {
  const capacity = Math.max(1, perSecond);
  const refilled = sql<number>`least(${capacity}::double precision, market_provider_limits.tokens + extract(epoch from (now() - market_provider_limits.refilled_at)) * ${perSecond}::double precision)`;
  const row = await db
    .insertInto('market_provider_limits')
    .values({ provider, tokens: capacity - 1, refilled_at: sql`now()`, blocked_until: null })
    .onConflict((conflict) =>
      conflict
        .column('provider')
        .doUpdateSet({ tokens: sql`${refilled} - 1`, refilled_at: sql`now()` })
        .where((eb) =>
          eb.and([
            eb.or([eb('market_provider_limits.blocked_until', 'is', null), eb('market_provider_limits.blocked_until', '<=', sql<Date>`now()`)]),
            eb(refilled, '>=', 1),
          ]),
        ),
    )
    .returning('tokens')
    .executeTakeFirst();
  return row !== undefined;
}

/** Seconds until a token could be had: the rest of a 429's pause, or the time to refill one token. */
export async function secondsUntilToken(db: Db, provider: string, perSecond: number): Promise<number> {
  const row = await db
    .selectFrom('market_provider_limits')
    .select([
      sql<number>`greatest(0, extract(epoch from (coalesce(blocked_until, now()) - now())))`.as('blocked'),
      sql<number>`greatest(0, (1 - (tokens + extract(epoch from (now() - refilled_at)) * ${perSecond}::double precision)) / ${perSecond}::double precision)`.as('refill'),
    ])
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row ? Math.max(Number(row.blocked), Number(row.refill)) : 0;
}

/** Closes the provider for `seconds`, as its Retry-After asked; a longer pause already set stands. */
export async function blockProvider(db: Db, provider: string, seconds: number): Promise<void> {
  const until = sql<Date>`now() + make_interval(secs => ${seconds})`;
  await db
    .insertInto('market_provider_limits')
    .values({ provider, tokens: 0, refilled_at: sql`now()`, blocked_until: until })
    .onConflict((conflict) =>
      conflict.column('provider').doUpdateSet({ blocked_until: sql`greatest(coalesce(market_provider_limits.blocked_until, now()), ${until})` }),
    )
    .execute();
}
