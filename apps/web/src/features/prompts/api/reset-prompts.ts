import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { promptsQueryKey } from './get-prompts';

/** Deletes every custom prompt; no body, so no content type. */
export async function resetPrompts(): Promise<void> {
  await api.post<unknown>(apiPaths.prompts.reset);
}

/** Resets, then reloads the prompts (docs/product/prompts.md, "Prompts page"). */
export function useResetPrompts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPrompts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsQueryKey(userId) }),
  });
}
