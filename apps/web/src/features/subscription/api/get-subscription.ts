import type { Subscription } from '@plotwise/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export function getSubscription(): Promise<Subscription> {
  return api.get<Subscription>(apiPaths.subscription.current);
}

export const subscriptionQueryKey = (userId: string) => ['subscription', userId] as const;

export function subscriptionQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: subscriptionQueryKey(userId ?? 'signed-out'),
    queryFn: userId ? getSubscription : skipToken,
    staleTime: 5 * 60_000,
  });
}

/** The current plan and usage; loads once there is a user with tenant info (docs/product/plans-and-payments.md, "Subscription report"). */
export function useSubscription({
  userId,
  hasTenant,
}: {
  userId: string | null;
  hasTenant: boolean;
}) {
  return useQuery({ ...subscriptionQueryOptions(userId), enabled: Boolean(userId) && hasTenant });
}
