import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The answer is the same whether or not the e-mail has an account; a link is mailed if it does. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post<unknown>(apiPaths.auth.requestPasswordReset, { email }, { token: null });
}
