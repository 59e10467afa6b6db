import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export async function signOut(sessionToken: string): Promise<void> {
  // Short timeout: logout must not hang on a slow server; the caller signs out locally anyway.
  await api.post<unknown>(apiPaths.auth.signOut, undefined, {
    token: sessionToken,
    timeoutMs: 5_000,
  });
}
