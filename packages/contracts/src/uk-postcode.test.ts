import { describe, expect, it } from 'vitest';
import { normalisePostcode, postcodeParts } from './uk-postcode.ts';

describe('normalisePostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['SW1A 1AA', 'SW1A 1AA'],
    [' m1 1ae ', 'M1 1AE'],
    ['b338th', 'B33 8TH'],
    ['cr26xh', 'CR2 6XH'],
    ['dn551pt', 'DN55 1PT'],
    ['w1a0ax', 'W1A 0AX'],
    ['gir0aa', 'GIR 0AA'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each(['London', '12345', 'SW1A', '1AA SW1', 'SW1A 1AAA', ''])('rejects %j', (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});

describe('postcodeParts', () => {
  it('splits a postcode into area, district and sector', () => {
    expect(postcodeParts('ls62ab')).toEqual({ postcode: 'LS6 2AB', area: 'LS', district: 'LS6', sector: 'LS6 2', inward: '2AB' });
    expect(postcodeParts('EC1A 1BB')).toMatchObject({ area: 'EC', district: 'EC1A', sector: 'EC1A 1' });
  });

  it('is null for text that is not a postcode', () => {
    expect(postcodeParts('Leeds')).toBeNull();
  });
});
