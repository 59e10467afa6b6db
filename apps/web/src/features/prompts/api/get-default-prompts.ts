import type { DefaultPromptsResponse } from '@plotwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cacheTimes } from '../../../lib/cache-times';
import { persistFor } from '../../../lib/query-persistence';

export function getDefaultPrompts(): Promise<DefaultPromptsResponse> {
  return api.get<DefaultPromptsResponse>(apiPaths.prompts.defaults);
}

export function defaultPromptsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['default-prompts', userId] as const,
    queryFn: getDefaultPrompts,
    staleTime: cacheTimes.settings,
    gcTime: cacheTimes.settings,
    meta: persistFor(cacheTimes.settings),
  });
}

export function useDefaultPrompts(userId: string) {
  return useQuery(defaultPromptsQueryOptions(userId));
}
