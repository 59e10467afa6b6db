import type { Tier } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';

/** The tenant's plan; with `lock`, its row stays locked until the transaction ends, so checks against the plan's limits run one at a time. */
export async function getTenantTier(db: Db, tenantId: string, lock = false): Promise<Tier> {
  const row = await db
    .selectFrom('tenants')
    .select('tier')
    .where('id', '=', tenantId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  return row.tier;
}

export async function setTenantTier(db: Db, tenantId: string, tier: Tier): Promise<void> {
  await db.updateTable('tenants').set({ tier }).where('id', '=', tenantId).execute();
}
