import type { PromptMap, PromptsResponse } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { promptsQueryKey } from './get-prompts';

export function savePrompts(prompts: PromptMap): Promise<PromptsResponse> {
  return api.post<PromptsResponse>(apiPaths.prompts.current, prompts);
}

/** The saved set becomes the cached one, so it is what later edits are compared with. */
export function useSavePrompts(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrompts,
    onSuccess: (saved) => queryClient.setQueryData(promptsQueryKey(userId), saved),
  });
}
