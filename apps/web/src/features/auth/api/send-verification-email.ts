import { authClient, callAuth } from './auth-client';

/** Mails the signed-in user a new verification link; a few an hour (docs/product/accounts-and-sessions.md#e-mail-verification). */
export async function sendVerificationEmail(email: string): Promise<void> {
  await callAuth(authClient.sendVerificationEmail({ email }));
}
