/**
 * localStorage behind small helpers that never throw (private mode, quota, disabled storage),
 * plus the per-user cache namespace that logout clears.
 */

export const storageKeys = {
  /**
   * Set while this browser has signed in: a hint, not a credential. The session is an HttpOnly
   * cookie and the short-lived JWT stays in memory (docs/decisions/0121-session-cookie.md).
   */
  signedIn: 'plotwise.signed-in',
  /** Read before first paint by the inline script in index.html: keep both in step. */
  theme: 'plotwise.theme',
} as const;

const userCachePrefix = (userId: string) => `plotwise.cache.${userId}.`;

export function getUserCacheKey(userId: string, name: string): string {
  return `${userCachePrefix(userId)}${name}`;
}

function getStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    getStorage()?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the app still works, it just forgets on reload.
  }
}

export function removeItem(key: string): void {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson(key: string): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Removes every cache entry of one user (logout); other users' entries stay. Returns how many. */
export function clearUserCaches(userId: string): number {
  const storage = getStorage();
  if (!storage) return 0;
  const prefix = userCachePrefix(userId);
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
  } catch {
    return 0;
  }
  keys.forEach(removeItem);
  return keys.length;
}
