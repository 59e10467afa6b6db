import { describe, expect, it } from 'vitest';
import {
  clearUserCaches,
  getUserCacheKey,
  readJson,
  storageKeys,
  writeJson,
  writeString,
} from './storage';

describe('per-user caches', () => {
  it('names keys plotwise.cache.<userId>.<name>', () => {
    expect(getUserCacheKey('u1', 'portfolio')).toBe('plotwise.cache.u1.portfolio');
  });

  it('round-trips JSON and reads null for missing or corrupt entries', () => {
    writeJson(getUserCacheKey('u1', 'projects'), [{ id: 'p' }]);
    expect(readJson(getUserCacheKey('u1', 'projects'))).toEqual([{ id: 'p' }]);
    expect(readJson('plotwise.cache.u1.none')).toBeNull();
    writeString('plotwise.cache.u1.bad', '{not json');
    expect(readJson('plotwise.cache.u1.bad')).toBeNull();
  });

  it("clears only that user's cache entries", () => {
    writeJson(getUserCacheKey('u1', 'portfolio'), []);
    writeJson(getUserCacheKey('u1', 'property.p1'), {});
    writeJson(getUserCacheKey('u10', 'portfolio'), []);
    writeJson(getUserCacheKey('u2', 'portfolio'), []);
    writeString(storageKeys.theme, 'earthy');

    expect(clearUserCaches('u1')).toBe(2);

    expect(localStorage.getItem('plotwise.cache.u1.portfolio')).toBeNull();
    expect(localStorage.getItem('plotwise.cache.u1.property.p1')).toBeNull();
    expect(localStorage.getItem('plotwise.cache.u10.portfolio')).toBe('[]');
    expect(localStorage.getItem('plotwise.cache.u2.portfolio')).toBe('[]');
    expect(localStorage.getItem(storageKeys.theme)).toBe('earthy');
  });
});
