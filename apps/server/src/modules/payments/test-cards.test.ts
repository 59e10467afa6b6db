import { describe, expect, it } from 'vitest';
import { passesLuhn, testCardOutcomes } from './test-cards.ts';

describe('passesLuhn', () => {
  it('accepts every documented test card', () => {
    for (const number of Object.keys(testCardOutcomes)) expect(passesLuhn(number), number).toBe(true);
  });

  it('rejects a mistyped number and a too-short one', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });
});
