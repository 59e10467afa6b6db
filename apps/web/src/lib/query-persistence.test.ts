import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistFor, persistUserQueries, QUERY_CACHE_VERSION } from './query-persistence';
import { clearUserCaches } from './storage';

const MINUTE = 60_000;
const KEY = 'plotwise.cache.u1.queries';

type StoredQuery = { queryKey: unknown[]; state: { data: unknown } };

function stored() {
  const raw = localStorage.getItem(KEY);
  return raw
    ? (JSON.parse(raw) as { buster: string; clientState: { queries: StoredQuery[] } })
    : null;
}

async function fill(client: QueryClient, key: string, ms?: number, data: unknown = { key }) {
  await client.fetchQuery({
    queryKey: [key],
    queryFn: () => data,
    gcTime: 60 * MINUTE,
    meta: ms ? persistFor(ms) : undefined,
  });
}

/** Lets the persister's 1 s write throttle run. */
const flushWrites = () => vi.advanceTimersByTimeAsync(1_100);

describe('per-user query persistence (docs/product/limits-and-formats.md, "Caches")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stores the queries that ask for it under the user's key and restores them for that user", async () => {
    const first = new QueryClient();
    const session = persistUserQueries(first, 'u1');
    await session.restored;
    await fill(first, 'portfolio', 30 * MINUTE);
    await fill(first, 'tenant');
    await flushWrites();

    expect(stored()?.buster).toBe(QUERY_CACHE_VERSION);
    expect(stored()?.clientState.queries.map((query) => query.queryKey)).toEqual([['portfolio']]);
    session.stop();

    const second = new QueryClient();
    await persistUserQueries(second, 'u1').restored;
    expect(second.getQueryData(['portfolio'])).toEqual({ key: 'portfolio' });
    expect(second.getQueryData(['tenant'])).toBeUndefined();

    const other = new QueryClient();
    await persistUserQueries(other, 'u2').restored;
    expect(other.getQueryData(['portfolio'])).toBeUndefined();
  });

  it('restores each query only inside its own lifetime', async () => {
    const first = new QueryClient();
    const session = persistUserQueries(first, 'u1');
    await session.restored;
    await fill(first, 'portfolio', 30 * MINUTE);
    await fill(first, 'detail', 20 * MINUTE);
    await flushWrites();
    session.stop();

    vi.setSystemTime(Date.now() + 21 * MINUTE);
    const later = new QueryClient();
    await persistUserQueries(later, 'u1').restored;
    expect(later.getQueryData(['portfolio'])).toBeDefined();
    expect(later.getQueryData(['detail'])).toBeUndefined();
  });

  it('wipes a cache written with another version', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        buster: '1',
        timestamp: Date.now(),
        clientState: { queries: [], mutations: [] },
      }),
    );
    await persistUserQueries(new QueryClient(), 'u1').restored;
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('leaves nothing behind when logout clears the caches and the client', async () => {
    const client = new QueryClient();
    const session = persistUserQueries(client, 'u1');
    await session.restored;
    await fill(client, 'portfolio', 30 * MINUTE);
    await flushWrites();
    expect(stored()).not.toBeNull();

    clearUserCaches('u1');
    client.clear();
    await flushWrites();
    expect(localStorage.getItem(KEY)).toBeNull();

    session.stop();
    await fill(client, 'portfolio', 30 * MINUTE);
    await flushWrites();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the same data object when a refetch brings the same answer (replace only if changed)', async () => {
    const client = new QueryClient();
    await fill(client, 'portfolio', 30 * MINUTE, {
      properties: [{ id: 'p1', price: 1 }],
      total: 1,
    });
    const before = client.getQueryData(['portfolio']);

    await client.fetchQuery({
      queryKey: ['portfolio'],
      queryFn: () => ({ properties: [{ id: 'p1', price: 1 }], total: 1 }),
    });
    expect(client.getQueryData(['portfolio'])).toBe(before);

    await client.fetchQuery({
      queryKey: ['portfolio'],
      queryFn: () => ({ properties: [{ id: 'p1', price: 2 }], total: 1 }),
    });
    expect(client.getQueryData(['portfolio'])).not.toBe(before);
  });

  it('writes a change at once when the page is left, not a second later', async () => {
    const client = new QueryClient();
    const session = persistUserQueries(client, 'u1');
    await session.restored;
    await fill(client, 'prompts', 15 * MINUTE, { saved: false });
    await flushWrites();
    client.setQueryData(['prompts'], { saved: true });

    window.dispatchEvent(new Event('pagehide'));
    expect(stored()?.clientState.queries[0]?.state.data).toEqual({ saved: true });

    session.stop();
    client.setQueryData(['prompts'], { saved: 'after logout' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.stringify(stored())).not.toContain('after logout');
  });
});
