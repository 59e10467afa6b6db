import { QueryClient } from '@tanstack/react-query';

/** Retries live in the API client (3 attempts for reads), so queries do not retry on top. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
