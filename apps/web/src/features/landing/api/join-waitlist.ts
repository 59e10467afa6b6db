import { apiPaths } from '../../../config/paths';
import { api, isApiError } from '../../../lib/api-client';
import { LANDING_MESSAGES } from '../messages';

/**
 * A plain call, not a TanStack mutation: the landing page loads without the query cache
 * (docs/decisions/0056-landing-without-the-app.md).
 */
export function joinWaitlist(email: string): Promise<{ success: boolean }> {
  return api.post<{ success: boolean }>(apiPaths.waitlist, { email }, { token: null });
}

/** 409 means the address is already listed; anything else is a generic failure. */
export function getWaitlistErrorMessage(error: unknown): string {
  return isApiError(error) && error.status === 409
    ? LANDING_MESSAGES.duplicate
    : LANDING_MESSAGES.failed;
}
