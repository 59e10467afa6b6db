import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/components/auth-provider';
import type { SessionStore } from '../features/auth/stores/session-store';
import { createQueryClient } from '../lib/query-client';

type AppProviderProps = {
  children: ReactNode;
  /** The app passes its shared services (app-services.ts); tests a fresh cache and session each. */
  queryClient?: QueryClient;
  store?: SessionStore;
};

/** The query cache and the session, for everything behind sign-in and the sign-in dialogs. */
export function AppProvider({ children, queryClient, store }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider store={store}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
