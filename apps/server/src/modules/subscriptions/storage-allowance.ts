import { FILE_MESSAGES, plans, storageQuotaText, type Tier } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { storageUsage } from '../files/files.service.ts';
import { getTenantTier } from './subscriptions.repository.ts';

const MB = 1024 * 1024;

/** The plan's storage quota in bytes. */
export function storageQuotaBytes(tier: Tier): number | 'unlimited' {
  const megabytes = plans[tier].storage_mb;
  return megabytes === 'unlimited' ? megabytes : megabytes * MB;
}

/** Room left under the plan's storage limits (docs/decisions/0113-storage-quotas.md); Infinity where the plan has none. */
export type UploadAllowance = { tier: Tier; bytesLeft: number; filesLeft: number };

/** 413 naming the plan's storage quota. */
export const storageFull = (tier: Tier) =>
  new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.storageFull(plans[tier].name, storageQuotaText(plans[tier].storage_mb)));

/** 413 naming the plan's file count per property. */
export const propertyFull = (tier: Tier) =>
  new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.propertyFull(plans[tier].name, plans[tier].files_per_property));

/** How much more the tenant may store, and how many more files the property (when known) may hold. */
export async function uploadAllowance(db: Db, tenantId: string, propertyId: string | null, lock = false): Promise<UploadAllowance> {
  const tier = await getTenantTier(db, tenantId, lock);
  const quota = storageQuotaBytes(tier);
  const files = plans[tier].files_per_property;
  const used = await storageUsage(db, tenantId, propertyId);
  return {
    tier,
    bytesLeft: quota === 'unlimited' ? Infinity : quota - used.bytes,
    filesLeft: files === 'unlimited' ? Infinity : files - used.propertyFiles,
  };
}

/**
 * In the upload's transaction, before its rows are written: locks the tenant's row, so two uploads
 * cannot both count the same room, then refuses (413) what would pass the quota or the file count.
 */
export async function checkUploadFits(trx: Db, tenantId: string, propertyId: string, added: { bytes: number; files: number }): Promise<void> {
  const allowance = await uploadAllowance(trx, tenantId, propertyId, true);
  if (added.files > allowance.filesLeft) throw propertyFull(allowance.tier);
  if (added.bytes > allowance.bytesLeft) throw storageFull(allowance.tier);
}
