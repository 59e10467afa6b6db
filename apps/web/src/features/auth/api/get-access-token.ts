import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Exchanges the session token for a short-lived JWT, the bearer every /api/v1 call carries. */
export async function getAccessToken(sessionToken: string): Promise<string> {
  const { token } = await api.get<{ token: string }>(apiPaths.auth.token, { token: sessionToken });
  return token;
}
