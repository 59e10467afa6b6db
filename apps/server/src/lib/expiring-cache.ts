/**
 * A bounded in-memory map whose entries end at a given time: what a request would otherwise look up
 * again and again (docs/decisions/0092-summary-reads.md). Past `maxEntries` the oldest entry goes.
 */
export type ExpiringCache<V> = {
  get: (key: string) => V | undefined;
  set: (key: string, value: V, expiresAtMs: number) => void;
};

export function createExpiringCache<V>(maxEntries: number, now = Date.now): ExpiringCache<V> {
  const entries = new Map<string, { value: V; expiresAtMs: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, expiresAtMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAtMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
