import type { Subscription, Tier } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

/** Pro needs the payment_intent_id of a completed payment; Free needs nothing (decision D8). */
export type ChangePlanInput = { plan_id: Tier; payment_intent_id?: string };

export function changePlan(input: ChangePlanInput): Promise<Subscription> {
  return api.post<Subscription>(apiPaths.subscription.upgrade, input);
}

export function useChangePlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (subscription) =>
      queryClient.setQueryData(subscriptionQueryKey(userId), subscription),
  });
}
