import type { Project, ProjectUpdate } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { updateCachedProjects } from './get-projects';

export type UpdateProjectInput = { id: string; changes: ProjectUpdate };

export function updateProject({ id, changes }: UpdateProjectInput): Promise<Project> {
  return api.put<Project>(apiPaths.projects.detail(id), changes);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (updated) =>
      updateCachedProjects(queryClient, (projects) =>
        projects.map((project) => (project.id === updated.id ? updated : project)),
      ),
  });
}
