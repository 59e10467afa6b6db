import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/**
 * better-auth checks the current password itself, which is the re-authentication step. Other
 * sessions are signed out (a changed password should lock out whoever knew the old one), so the
 * server ends this session too and answers a new session token that replaces it.
 */
export async function changePassword(
  input: ChangePasswordInput,
  sessionToken: string,
): Promise<string | null> {
  const result = await api.post<{ token?: string | null } | null>(
    apiPaths.auth.changePassword,
    { ...input, revokeOtherSessions: true },
    { token: sessionToken },
  );
  return result?.token ?? null;
}
