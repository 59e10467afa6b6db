import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  persistQueryClientSave,
  type PersistedClient,
} from '@tanstack/react-query-persist-client';
import { cacheTimes } from './cache-times';
import { getUserCacheKey, readString, removeItem, writeString } from './storage';

/**
 * Per-user local-storage caches (docs/product/limits-and-formats.md, "Caches"; docs/decisions/0014-web-property-caches.md), built on TanStack Query
 * persistence. A query takes part by carrying `meta: persistFor(ms)`: it is kept for that long
 * after its last fetch. Everything lives under one per-user key, so logout's clearUserCaches
 * removes it.
 */

/** The cache version (docs/product/limits-and-formats.md, "Caches"); a stored cache of another is wiped. */
export const QUERY_CACHE_VERSION = '2';
/** The longest any cache lives (the portfolio's 30 minutes). */
const MAX_CACHE_AGE_MS = Math.max(...Object.values(cacheTimes));
const CACHE_NAME = 'queries';

export const persistFor = (ms: number) => ({ persistForMs: ms });

function lifetimeOf(meta: Record<string, unknown> | undefined): number | null {
  const ms = meta?.persistForMs;
  return typeof ms === 'number' && ms > 0 ? ms : null;
}

function isWithinLifetime(
  meta: Record<string, unknown> | undefined,
  updatedAt: number,
  now: number,
) {
  const lifetime = lifetimeOf(meta);
  return lifetime !== null && updatedAt > 0 && now - updatedAt < lifetime;
}

/** Stored: queries that asked for it, with data, still inside their lifetime. */
export function shouldPersistQuery(query: Query, now = Date.now()): boolean {
  return (
    query.state.status === 'success' && isWithinLifetime(query.meta, query.state.dataUpdatedAt, now)
  );
}

/** Restored: only the stored queries still inside their lifetime. */
export function dropExpiredQueries(client: PersistedClient, now = Date.now()): PersistedClient {
  const queries = client.clientState.queries.filter((query) =>
    isWithinLifetime(query.meta, query.state.dataUpdatedAt, now),
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

export function getQueryCacheKey(userId: string): string {
  return getUserCacheKey(userId, CACHE_NAME);
}

/**
 * Restores this user's cache into the client, then keeps it stored until `stop`. Writes after
 * `stop` are dropped, and an empty cache removes the entry rather than storing nothing, so a
 * logout in progress leaves no trace behind.
 */
export function persistUserQueries(queryClient: QueryClient, userId: string) {
  let isActive = true;
  const key = getQueryCacheKey(userId);
  const write = (value: string) => {
    if (!isActive) return;
    if (value) writeString(key, value);
    else removeItem(key);
  };
  const serialize = (client: PersistedClient) =>
    client.clientState.queries.length > 0 ? JSON.stringify(client) : '';
  const persister = createSyncStoragePersister({
    key,
    storage: { getItem: readString, setItem: (_key, value) => write(value), removeItem },
    serialize,
    deserialize: (text) => dropExpiredQueries(JSON.parse(text) as PersistedClient),
  });
  const options = {
    queryClient,
    buster: QUERY_CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: (query: Query) => shouldPersistQuery(query) },
  };
  const [unsubscribe, restoring] = persistQueryClient({
    ...options,
    persister,
    maxAge: MAX_CACHE_AGE_MS,
  });

  // The persister writes at most once a second, so a reload just after a change (a saved form)
  // would restore the state before it, looking fresh. Leaving the page writes the latest now.
  const writeNow = () =>
    void persistQueryClientSave({
      ...options,
      persister: { ...persister, persistClient: (client) => write(serialize(client)) },
    });
  window.addEventListener('pagehide', writeNow);

  return {
    /** Settles once the stored cache is in the client (or was found unusable and removed). */
    restored: restoring.catch(() => {}),
    stop: () => {
      window.removeEventListener('pagehide', writeNow);
      isActive = false;
      unsubscribe();
    },
  };
}
