import { authClient, callAuth } from './auth-client';

export type ResetPasswordInput = { token: string; newPassword: string };

/** Sets the password from a mailed link's token; the server signs the account out everywhere. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await callAuth(authClient.resetPassword(input));
}
