import type { TenantInfo } from '@plotwise/contracts';
import { createContext, useContext } from 'react';
import type { RegisterInput, SessionState } from '../stores/session-store';

export type TenantState = {
  info: TenantInfo | undefined;
  /** 'Tenant setup required' on a 404; other errors keep their message. */
  error: Error | null;
  isLoading: boolean;
  refetch: () => void;
};

export type AuthContextValue = SessionState & {
  isAuthenticated: boolean;
  tenant: TenantState;
  login: (email: string, password: string) => Promise<void>;
  register: (input: RegisterInput) => Promise<void>;
  logout: () => Promise<void>;
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>;
  refreshUser: () => Promise<void>;
  pauseTenantFetch: () => void;
  resumeTenantFetch: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
