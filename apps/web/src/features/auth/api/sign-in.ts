import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { AuthResult } from './types';

export type SignInInput = { email: string; password: string };

export function signIn(input: SignInInput): Promise<AuthResult> {
  return api.post<AuthResult>(apiPaths.auth.signIn, input, { token: null });
}
