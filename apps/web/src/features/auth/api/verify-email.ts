import { authClient, callAuth } from './auth-client';

/** Marks the account's address verified from a mailed link's token (docs/decisions/0112-email-verification.md). */
export async function verifyEmail(token: string): Promise<void> {
  await callAuth(authClient.verifyEmail({ query: { token } }));
}
