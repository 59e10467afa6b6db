import type { TenantSetup } from '@plotwise/contracts';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Creates the account's tenant (idempotent on the server: docs/decisions/0101-tenant-per-account.md). */
export async function setupTenant(input: TenantSetup): Promise<void> {
  await api.post<unknown>(apiPaths.tenant.setup, input);
}
