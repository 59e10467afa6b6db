import { describe, expect, it } from 'vitest';
import { trustedOriginsFor } from './auth.service.ts';

describe('trustedOriginsFor', () => {
  it('trusts both loopback names for a local address', () => {
    expect(trustedOriginsFor('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('trusts only the public origin otherwise', () => {
    expect(trustedOriginsFor('https://app.plotwise.co.uk/')).toEqual(['https://app.plotwise.co.uk']);
  });
});
