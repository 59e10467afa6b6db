import type { Project } from '@plotwise/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { projectsQueryKey } from '../../../lib/projects-query';

export function getProject(id: string): Promise<Project> {
  return api.get<Project>(apiPaths.projects.detail(id));
}

/**
 * The project as the server has it now, not as the 15-minute list cache remembers it: properties
 * may have been added since. The cached list takes what comes back.
 */
export function useCurrentProject(projectId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...projectsQueryKey, 'detail', projectId],
    queryFn: projectId ? () => getProject(projectId) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    queryClient.setQueryData<Project[]>(projectsQueryKey, (projects) =>
      projects?.map((project) => (project.id === data.id ? data : project)),
    );
  }, [data, queryClient]);
  return query;
}
