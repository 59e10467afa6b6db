import { describe, expect, it } from 'vitest';
import { getLandingVariant } from './get-landing-variant';

describe('getLandingVariant', () => {
  it('knows the two landing pages, with or without a trailing slash', () => {
    expect(getLandingVariant('/landing')).toBe('investor');
    expect(getLandingVariant('/retail/')).toBe('home-buyer');
  });

  it('answers null for every other path', () => {
    for (const path of ['/', '/portfolio', '/landing/more', '/reset-password', '/retailer']) {
      expect(getLandingVariant(path)).toBeNull();
    }
  });
});
