import { describe, expect, it } from 'vitest';
import { getRedirectPath } from './get-redirect-path';

describe('getRedirectPath', () => {
  it('returns the page the user came from', () => {
    expect(
      getRedirectPath({ from: { pathname: '/settings/projects', search: '?a=1', hash: '#x' } }),
    ).toBe('/settings/projects?a=1#x');
  });

  it("falls back to '/' without a usable from", () => {
    expect(getRedirectPath(null)).toBe('/');
    expect(getRedirectPath({})).toBe('/');
    expect(getRedirectPath({ from: 'x' })).toBe('/');
    expect(getRedirectPath({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(getRedirectPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
  });

  it('never sends a signed-in user back to a landing page', () => {
    expect(getRedirectPath({ from: { pathname: '/landing' } })).toBe('/');
    expect(getRedirectPath({ from: { pathname: '/retail' } })).toBe('/');
  });
});
