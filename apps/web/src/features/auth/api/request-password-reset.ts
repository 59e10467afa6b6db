import { authClient, callAuth } from './auth-client';

/** The answer is the same whether or not the e-mail has an account; a link is mailed if it does. */
export async function requestPasswordReset(email: string): Promise<void> {
  await callAuth(authClient.requestPasswordReset({ email }));
}
