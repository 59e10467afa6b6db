import type { Profile, UpdateProfile } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** Saves the fields sent; the rest keep their value. */
export function updateProfile(changes: UpdateProfile): Promise<Profile> {
  return api.put<Profile>(apiPaths.profile, changes);
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(userId), profile),
  });
}
