import { describe, expect, it } from 'vitest';
import { getJwtExpiry } from './get-jwt-expiry';

function makeJwt(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('getJwtExpiry', () => {
  it('reads exp in milliseconds', () => {
    expect(getJwtExpiry(makeJwt({ sub: 'u1', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('reads base64url payloads that need padding', () => {
    expect(getJwtExpiry(makeJwt({ sub: 'user-with-a-longer-id?', exp: 1_700_000_123 }))).toBe(
      1_700_000_123_000,
    );
  });

  it('returns null for tokens without a readable exp', () => {
    expect(getJwtExpiry('not-a-jwt')).toBeNull();
    expect(getJwtExpiry('a.%%%.c')).toBeNull();
    expect(getJwtExpiry(makeJwt({ sub: 'u1' }))).toBeNull();
  });
});
