import type { Project } from '@plotwise/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { projectsQueryKey, projectsQueryOptions } from '../../../lib/projects-query';

export function useProjects() {
  return useQuery(projectsQueryOptions());
}

/** Applies a change to the one cached projects list, which every screen reads. */
export function updateCachedProjects(
  queryClient: QueryClient,
  change: (projects: Project[]) => Project[],
) {
  queryClient.setQueryData<Project[]>(projectsQueryKey, (projects = []) => change(projects));
}
