import type { Project } from '@plotwise/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cacheTimes } from '../../../lib/cache-times';
import { persistFor } from '../../../lib/query-persistence';

export function getProjects(): Promise<Project[]> {
  return api.get<Project[]>(apiPaths.projects.list);
}

export const projectsQueryKey = (userId: string) => ['projects', userId] as const;

/** The user's projects with property counts; fresh for 15 minutes (product spec §9). */
export function projectsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: projectsQueryKey(userId),
    queryFn: getProjects,
    staleTime: cacheTimes.settings,
    gcTime: cacheTimes.settings,
    meta: persistFor(cacheTimes.settings),
  });
}

export function useProjects(userId: string) {
  return useQuery(projectsQueryOptions(userId));
}

/**
 * Applies a change to the cached list at once, and marks every projects query stale without
 * refetching, so other screens' project lists (dropdowns, badges) reload when next shown.
 */
export function updateCachedProjects(
  queryClient: QueryClient,
  userId: string,
  change: (projects: Project[]) => Project[],
) {
  queryClient.setQueryData<Project[]>(projectsQueryKey(userId), (projects = []) =>
    change(projects),
  );
  void queryClient.invalidateQueries({ queryKey: ['projects'], refetchType: 'none' });
}
