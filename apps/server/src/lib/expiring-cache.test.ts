import { describe, expect, it } from 'vitest';
import { createExpiringCache } from './expiring-cache.ts';

describe('an expiring cache', () => {
  it('answers an entry until its time, then forgets it', () => {
    let now = 1_000;
    const cache = createExpiringCache<string>(10, () => now);
    cache.set('token', 'tenant', 2_000);
    expect(cache.get('token')).toBe('tenant');
    now = 1_999;
    expect(cache.get('token')).toBe('tenant');
    now = 2_000;
    expect(cache.get('token')).toBeUndefined();
    expect(cache.get('other')).toBeUndefined();
  });

  it('lets the oldest entry go past its size, keeping one set again as the newest', () => {
    const cache = createExpiringCache<number>(2, () => 0);
    cache.set('a', 1, 10);
    cache.set('b', 2, 10);
    cache.set('a', 3, 10);
    cache.set('c', 4, 10);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });
});
