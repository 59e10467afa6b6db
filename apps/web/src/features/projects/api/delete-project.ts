import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { updateCachedProjects } from './get-projects';

/** Refused with 409 while the project still has properties. */
export async function deleteProject(id: string): Promise<void> {
  await api.delete<null>(apiPaths.projects.detail(id));
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_result, id) =>
      updateCachedProjects(queryClient, (projects) =>
        projects.filter((project) => project.id !== id),
      ),
  });
}
