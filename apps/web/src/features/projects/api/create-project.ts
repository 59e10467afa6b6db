import type { Project, ProjectInput } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { updateCachedProjects } from './get-projects';

export function createProject(input: ProjectInput): Promise<Project> {
  return api.post<Project>(apiPaths.projects.list, input);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) =>
      updateCachedProjects(queryClient, (projects) => [...projects, project]),
  });
}
