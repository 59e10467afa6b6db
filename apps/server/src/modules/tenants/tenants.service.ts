import type { TenantInfo, TenantSetup } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import { claimPayment } from '../payments/payments.service.ts';
import { findTenantByOwner, insertDefaultProject, insertTenantOnce } from './tenants.repository.ts';

export const TENANT_SETUP_REQUIRED = 'Tenant setup required';

type TenantRow = { id: string; name: string };

const toTenantInfo = (tenant: TenantRow): TenantInfo => ({
  tenant_id: tenant.id,
  name: tenant.name,
  isolation_enabled: true,
  migration_status: 'completed',
});

async function requireTenant(db: Kysely<Database>, userId: string) {
  const tenant = await findTenantByOwner(db, userId);
  if (!tenant) throw new AppError('NOT_FOUND', TENANT_SETUP_REQUIRED);
  return tenant;
}

export async function getTenantInfo(db: Kysely<Database>, userId: string): Promise<TenantInfo> {
  return toTenantInfo(await requireTenant(db, userId));
}

/** The user's tenant id, or 404 'Tenant setup required' (the `requireTenant` guard asks this). */
export async function requireTenantId(db: Kysely<Database>, userId: string): Promise<string> {
  return (await requireTenant(db, userId)).id;
}

/**
 * Idempotent (docs/decisions/0101-tenant-per-account.md): a second call returns the tenant the first made. A Pro tenant needs a
 * succeeded payment made with the account's own e-mail that no tenant has claimed yet.
 */
export async function setUpTenant(db: Kysely<Database>, user: AuthenticatedUser, input: TenantSetup) {
  const existing = await findTenantByOwner(db, user.userId);
  if (existing) return { tenant: toTenantInfo(existing), created: false };
  return db.transaction().execute(async (trx) => {
    const tier = input.plan;
    const { tenant, created } = await insertTenantOnce(trx, { ownerUserId: user.userId, name: input.name, tier });
    if (!created) return { tenant: toTenantInfo(tenant), created };
    if (tier === 'pro') await claimPayment(trx, { paymentIntentId: input.payment_intent_id, email: user.email, tenantId: tenant.id });
    await insertDefaultProject(trx, tenant.id);
    return { tenant: toTenantInfo(tenant), created };
  });
}
