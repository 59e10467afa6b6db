import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type ResetPasswordInput = { token: string; newPassword: string };

/** Sets the password from a mailed link's token; the server signs the account out everywhere. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post<unknown>(apiPaths.auth.resetPassword, input, { token: null });
}
