import { describe, expect, it } from 'vitest';
import { passesLuhn } from './card-number.ts';

describe('passesLuhn', () => {
  it("accepts Stripe's documented test cards", () => {
    for (const number of ['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005']) {
      expect(passesLuhn(number), number).toBe(true);
    }
  });

  it('rejects a mistyped number, a too-short one and non-digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
  });
});
