import type { Tier } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';

export async function findTenantByOwner(db: Db, userId: string) {
  return db.selectFrom('tenants').selectAll().where('owner_user_id', '=', userId).executeTakeFirst();
}

/** Inserts the tenant unless the user already has one; returns the row that now exists, and whether it is new. */
export async function insertTenantOnce(db: Db, values: { ownerUserId: string; name: string; tier: Tier }) {
  const inserted = await db
    .insertInto('tenants')
    .values({ owner_user_id: values.ownerUserId, name: values.name, tier: values.tier })
    .onConflict((conflict) => conflict.column('owner_user_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { tenant: inserted, created: true };
  const existing = await findTenantByOwner(db, values.ownerUserId);
  if (!existing) throw new Error('tenant vanished during setup');
  return { tenant: existing, created: false };
}

export async function insertDefaultProject(db: Db, tenantId: string) {
  await db.insertInto('projects').values({ tenant_id: tenantId, name: 'General' }).execute();
}
