import { describe, expect, it } from 'vitest';
import { londonFlatAnalysis } from '../../test-support/ai-models.ts';
import { collectKnownNumbers, findUnverifiedNumbers } from './unverified-numbers.ts';

describe('findUnverifiedNumbers', () => {
  const known = collectKnownNumbers(
    londonFlatAnalysis,
    { price: 450_000, bedrooms: 2 },
    'The ground rent is £250 per annum.',
  );
  const { stress_test: stress, figures } = londonFlatAnalysis.strategy;

  it("accepts the engine's figures however they are written, ratios as percentages, and numbers in its methods and the material", () => {
    const text = [
      `Interest cover is ${stress.interest_cover_ratio.value * 100}% at a stressed ${stress.stressed_rate_pct.value}%.`,
      `The deposit of £${(figures.deposit.value / 1000).toFixed(1)}k and a loan of £${figures.loan_amount.value.toLocaleString('en-GB')}.`,
      'The price of £450,000 and a ground rent of £250.',
    ].join(' ');
    expect(findUnverifiedNumbers(text, known)).toEqual([]);
  });

  it('lists every other figure once, as written', () => {
    expect(known).not.toContain(83);
    expect(
      findUnverifiedNumbers(
        'Budget £31,337 for works, then £31,337 again, at 3.33%, for 83 weeks.',
        known,
      ),
    ).toEqual(['£31,337', '3.33%', '83']);
  });
});
