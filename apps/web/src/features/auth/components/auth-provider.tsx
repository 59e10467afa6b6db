import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { tenantInfoQueryOptions } from '../api/get-tenant-info';
import { createSessionStore, type SessionStore } from '../stores/session-store';
import { AuthContext, type AuthContextValue } from './auth-context';

type AuthProviderProps = { children: ReactNode; store?: SessionStore };

/**
 * Provides the session (useAuth) and keeps tenant info loaded for the signed-in user unless
 * registration has paused it.
 */
export function AuthProvider({ children, store: givenStore }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [store] = useState(() => givenStore ?? createSessionStore({ queryClient }));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    void store.start();
    return () => store.stop();
  }, [store]);

  const isAuthenticated = state.status === 'signed-in' && state.user !== null;
  const tenantQuery = useQuery({
    ...tenantInfoQueryOptions(state.user),
    enabled: isAuthenticated && !state.isTenantFetchPaused,
  });
  const { data: tenantInfo, error: tenantError, isLoading: isTenantLoading, refetch } = tenantQuery;

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAuthenticated,
      tenant: {
        info: isAuthenticated ? tenantInfo : undefined,
        error: isAuthenticated ? tenantError : null,
        isLoading: isTenantLoading,
        refetch: () => void refetch(),
      },
      login: store.login,
      register: store.register,
      logout: store.logout,
      changePassword: store.changePassword,
      refreshUser: store.refreshUser,
      pauseTenantFetch: store.pauseTenantFetch,
      resumeTenantFetch: store.resumeTenantFetch,
    }),
    [state, isAuthenticated, tenantInfo, tenantError, isTenantLoading, refetch, store],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
