import type { ChangePlan, Subscription } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

export function changePlan(input: ChangePlan): Promise<Subscription> {
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
