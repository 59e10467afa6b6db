import type { Tier } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';

/**
 * The tenant's plan; with `lock`, its row stays locked until the transaction ends, so checks against
 * the plan's limits run one at a time. `for no key update` leaves rows that point at the tenant free
 * to be written meanwhile (docs/decisions/0146-lock-order-for-writes-that-start-a-run.md).
 */
export async function getTenantTier(db: Db, tenantId: string, lock = false): Promise<Tier> {
  const row = await db
    .selectFrom('tenants')
    .select('tier')
    .where('id', '=', tenantId)
    .$if(lock, (query) => query.forNoKeyUpdate())
    .executeTakeFirstOrThrow();
  return row.tier;
}

export async function setTenantTier(db: Db, tenantId: string, tier: Tier): Promise<void> {
  await db.updateTable('tenants').set({ tier }).where('id', '=', tenantId).execute();
}
