import type { Tier } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';

export async function getTenantTier(db: Db, tenantId: string): Promise<Tier> {
  const row = await db.selectFrom('tenants').select('tier').where('id', '=', tenantId).executeTakeFirstOrThrow();
  return row.tier;
}

export async function setTenantTier(db: Db, tenantId: string, tier: Tier): Promise<void> {
  await db.updateTable('tenants').set({ tier }).where('id', '=', tenantId).execute();
}
