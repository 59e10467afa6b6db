import type { Profile } from '@plotwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export function getProfile(): Promise<Profile> {
  return api.get<Profile>(apiPaths.profile);
}

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

export function profileQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileQueryKey(userId), queryFn: getProfile });
}

export function useProfile(userId: string) {
  return useQuery(profileQueryOptions(userId));
}
