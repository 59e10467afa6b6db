import type { Feature, FeatureCheck } from '@plotwise/contracts';
import { apiPaths } from '../config/paths';
import { api, isApiError } from './api-client';

/** Why a check refused a feature without the server's say-so (docs/product/plans-and-payments.md). */
export type FeatureCheckFailure = 'no_subscription_data' | 'check_failed';

export type FeatureAccess =
  | { allowed: true }
  /** The plan refuses it; `reason` is the server's upgrade message. */
  | { allowed: false; reason: string | undefined; error?: undefined }
  /** The check could not run: no tenant and so no subscription (404), or any other failure. */
  | { allowed: false; reason: FeatureCheckFailure; error: unknown };

/**
 * Asks the server whether the plan allows one more use of a feature (for `portfolio`, one more
 * property). A failed check refuses, as the product's feature checks do.
 */
export async function checkFeatureAccess(feature: Feature): Promise<FeatureAccess> {
  try {
    const check = await api.post<FeatureCheck>(apiPaths.subscription.checkFeature(feature));
    return check.allowed ? { allowed: true } : { allowed: false, reason: check.reason };
  } catch (error) {
    const reason =
      isApiError(error) && error.status === 404 ? 'no_subscription_data' : 'check_failed';
    return { allowed: false, reason, error };
  }
}
