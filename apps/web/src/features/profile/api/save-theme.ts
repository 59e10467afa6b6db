import type { Profile, Theme } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTheme } from '../../../lib/theme';
import { profileQueryKey } from './get-profile';
import { updateProfile } from './update-profile';

/**
 * Switches the theme at once (and remembers it in this browser for the next first paint), then
 * saves it on the profile; a failed save puts the previous theme back (docs/product/profile-and-settings.md, "Theme").
 */
export function useSaveTheme(userId: string) {
  const queryClient = useQueryClient();
  const key = profileQueryKey(userId);
  return useMutation({
    mutationFn: (theme: Theme) => updateProfile({ theme }),
    onMutate: async (theme) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Profile>(key);
      applyTheme(theme);
      if (previous) queryClient.setQueryData<Profile>(key, { ...previous, theme });
      return { previous };
    },
    onError: (_error, _theme, context) => {
      if (!context?.previous) return;
      applyTheme(context.previous.theme);
      queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
}
