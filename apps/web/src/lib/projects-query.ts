import type { Project } from '@plotwise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { cacheTimes } from './cache-times';
import { persistFor } from './query-persistence';

export function getProjects(): Promise<Project[]> {
  return api.get<Project[]>(apiPaths.projects.list);
}

/**
 * One projects list for every screen (settings page, form dropdown, side list, badges). The
 * query cache is the signed-in user's own, so the key needs no user id.
 */
export const projectsQueryKey = ['projects'] as const;

/** The user's projects with property counts; fresh for 15 minutes (docs/product/limits-and-formats.md, "Caches"). */
export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectsQueryKey,
    queryFn: getProjects,
    staleTime: cacheTimes.settings,
    gcTime: cacheTimes.settings,
    meta: persistFor(cacheTimes.settings),
  });
