import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryOptions } from '../../features/profile/api/get-profile';
import { applyTheme } from '../../lib/theme';

/**
 * The theme saved on the profile wins over this browser's remembered one (docs/product/profile-and-settings.md, "Theme"): it is
 * applied once the profile loads after sign-in, and remembered for the next first paint.
 */
export function useServerTheme(userId: string | null) {
  const { data } = useQuery({ ...profileQueryOptions(userId ?? ''), enabled: userId !== null });
  const theme = data?.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}
