import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '../../config/paths';
import { projectsQueryOptions } from '../../lib/projects-query';
import { defaultPromptsQueryOptions } from '../../features/prompts/api/get-default-prompts';
import { promptsQueryOptions } from '../../features/prompts/api/get-prompts';
import { preloadRoute } from '../route-modules';

/**
 * Hovering or focusing a settings link loads that page's code and, for Projects and Prompts,
 * its data (docs/product/routes-and-screens.md, "The signed-in shell"). Fresh cached data is not fetched again; failures are silent.
 */
export function useSettingsPreload(userId: string | null) {
  const queryClient = useQueryClient();
  return useCallback(
    (href: string) => {
      preloadRoute(href);
      if (!userId) return;
      if (href === paths.settingsProjects.getHref()) {
        void queryClient.prefetchQuery(projectsQueryOptions());
      } else if (href === paths.settingsPrompts.getHref()) {
        void queryClient.prefetchQuery(promptsQueryOptions(userId));
        void queryClient.prefetchQuery(defaultPromptsQueryOptions(userId));
      }
    },
    [queryClient, userId],
  );
}
