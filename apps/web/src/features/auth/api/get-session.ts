import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { SessionResult } from './types';

/** The session behind a session token, or null when it has ended. */
export async function getSession(sessionToken: string): Promise<SessionResult | null> {
  const result = await api.get<SessionResult | null>(apiPaths.auth.session, {
    token: sessionToken,
  });
  return result && typeof result === 'object' && 'user' in result ? result : null;
}
