import type { TenantInfo } from '@plotwise/contracts';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { ApiError, api, isApiError } from '../../../lib/api-client';
import { AUTH_MESSAGES } from '../messages';
import type { ClientUser } from '../utils/to-client-user';
import { setupTenant } from './setup-tenant';

export function getTenantInfo(): Promise<TenantInfo> {
  return api.get<TenantInfo>(apiPaths.tenant.info);
}

/** Users whose missing tenant this page has already tried to create. */
const setupAttempted = new Set<string>();

/**
 * Tenant info; a 404 reads 'Tenant setup required'. If setup failed at registration, the first
 * 404 sets up a free tenant once and asks again, so the account heals itself.
 */
export async function getTenantInfoWithSetup(user: ClientUser): Promise<TenantInfo> {
  try {
    return await getTenantInfo();
  } catch (error) {
    if (!isTenantMissing(error)) throw error;
    if (setupAttempted.has(user.id)) throw tenantSetupRequired(error);
    setupAttempted.add(user.id);
    await setupTenant({ email: user.email, name: user.name, plan: 'free' });
    try {
      return await getTenantInfo();
    } catch (retryError) {
      throw isTenantMissing(retryError) ? tenantSetupRequired(retryError) : retryError;
    }
  }
}

function isTenantMissing(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

function tenantSetupRequired(error: ApiError): ApiError {
  return new ApiError(AUTH_MESSAGES.tenantSetupRequired, 404, error.body);
}

export const tenantInfoQueryKey = (userId: string) => ['tenant-info', userId] as const;

export function tenantInfoQueryOptions(user: ClientUser | null) {
  return queryOptions({
    queryKey: tenantInfoQueryKey(user?.id ?? 'signed-out'),
    queryFn: user ? () => getTenantInfoWithSetup(user) : skipToken,
    staleTime: 5 * 60_000,
  });
}
