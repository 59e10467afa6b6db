import type { Project } from '@plotwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cacheTimes } from '../../../lib/cache-times';

/** What the properties screens need of a project. */
export type ProjectOption = Pick<Project, 'id' | 'name' | 'color'>;

/**
 * Used only when the project list cannot be loaded (product spec §3, decision D12); the server
 * accepts a project by name. Badge colours: alpha yellow, beta blue, gamma green, others grey.
 */
const FALLBACK_PROJECTS: ProjectOption[] = [
  { id: 'alpha', name: 'alpha', color: '#EAB308' },
  { id: 'beta', name: 'beta', color: '#3B82F6' },
  { id: 'gamma', name: 'gamma', color: '#22C55E' },
  { id: 'london', name: 'london', color: '#6B7280' },
  { id: 'manchester', name: 'manchester', color: '#6B7280' },
];

export function getProjects(): Promise<Project[]> {
  return api.get<Project[]>(apiPaths.projects.list);
}

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'list'],
    queryFn: getProjects,
    staleTime: cacheTimes.settings,
  });

/** The tenant's projects, oldest first; the built-in list if loading fails (`isFallback`). */
export function useProjectOptions() {
  const query = useQuery(projectsQueryOptions());
  const projects: ProjectOption[] = query.isError ? FALLBACK_PROJECTS : (query.data ?? []);
  return { projects, isFallback: query.isError };
}
