import type { PromptsResponse } from '@plotwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cacheTimes } from '../../../lib/cache-times';
import { persistFor } from '../../../lib/query-persistence';

/** The prompts the analyses use: custom ones laid over the defaults, with has_custom_prompts. */
export function getPrompts(): Promise<PromptsResponse> {
  return api.get<PromptsResponse>(apiPaths.prompts.current);
}

export const promptsQueryKey = (userId: string) => ['prompts', userId] as const;

export function promptsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: promptsQueryKey(userId),
    queryFn: getPrompts,
    staleTime: cacheTimes.settings,
    gcTime: cacheTimes.settings,
    meta: persistFor(cacheTimes.settings),
  });
}

export function usePrompts(userId: string) {
  return useQuery(promptsQueryOptions(userId));
}
