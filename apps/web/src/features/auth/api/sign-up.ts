import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { AuthResult } from './types';

export type SignUpInput = { email: string; password: string; name: string };

export function signUp(input: SignUpInput): Promise<AuthResult> {
  return api.post<AuthResult>(apiPaths.auth.signUp, input, { token: null });
}
