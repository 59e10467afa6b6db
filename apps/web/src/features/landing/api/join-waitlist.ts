import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api, isApiError } from '../../../lib/api-client';
import { LANDING_MESSAGES } from '../messages';

export function joinWaitlist(email: string): Promise<{ success: boolean }> {
  return api.post<{ success: boolean }>(apiPaths.waitlist, { email }, { token: null });
}

/** 409 means the address is already listed; anything else is a generic failure. */
export function getWaitlistErrorMessage(error: unknown): string {
  return isApiError(error) && error.status === 409
    ? LANDING_MESSAGES.duplicate
    : LANDING_MESSAGES.failed;
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
