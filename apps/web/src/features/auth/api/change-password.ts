import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** better-auth checks the current password itself, which is the re-authentication step. */
export async function changePassword(
  input: ChangePasswordInput,
  sessionToken: string,
): Promise<void> {
  await api.post<unknown>(
    apiPaths.auth.changePassword,
    { ...input, revokeOtherSessions: false },
    { token: sessionToken },
  );
}
