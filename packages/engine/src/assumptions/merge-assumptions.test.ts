import { assumptionsPatchSchema, assumptionsSchema } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ASSUMPTIONS } from './default-assumptions.ts';
import { mergeAssumptions } from './merge-assumptions.ts';

describe('mergeAssumptions', () => {
  it('changes only the buyer flag named and keeps the other buyer fields', () => {
    const merged = mergeAssumptions(DEFAULT_ASSUMPTIONS, { buyer: { additional_dwelling: true } });
    expect(merged.buyer).toEqual({ ...DEFAULT_ASSUMPTIONS.buyer, additional_dwelling: true });
    expect({ ...merged, buyer: DEFAULT_ASSUMPTIONS.buyer }).toEqual(DEFAULT_ASSUMPTIONS);
  });

  it('sets and clears overrides, and leaves the base untouched', () => {
    const withRent = mergeAssumptions(DEFAULT_ASSUMPTIONS, { monthly_rent: 1_250, deposit_pct: 40 });
    expect(withRent).toMatchObject({ monthly_rent: 1_250, deposit_pct: 40, mortgage_term_years: 25 });
    expect(mergeAssumptions(withRent, { monthly_rent: null }).monthly_rent).toBeNull();
    expect(DEFAULT_ASSUMPTIONS.monthly_rent).toBeNull();
  });

  it('ignores fields sent as undefined', () => {
    expect(mergeAssumptions(DEFAULT_ASSUMPTIONS, { deposit_pct: undefined, buyer: { company: undefined } })).toEqual(DEFAULT_ASSUMPTIONS);
  });

  it('the defaults are valid assumptions, and a patch rejects unknown or out-of-range fields', () => {
    expect(assumptionsSchema.parse(DEFAULT_ASSUMPTIONS)).toEqual(DEFAULT_ASSUMPTIONS);
    expect(assumptionsPatchSchema.safeParse({ buyer: { additional_dwelling: true } }).success).toBe(true);
    expect(assumptionsPatchSchema.safeParse({ deposit: 10 }).success).toBe(false);
    expect(assumptionsPatchSchema.safeParse({ buyer: { landlord: true } }).success).toBe(false);
    const outOfRange = assumptionsPatchSchema.safeParse({ deposit_pct: 120 });
    expect(outOfRange.success ? [] : outOfRange.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['deposit_pct', 'Deposit must be at most 100%'],
    ]);
  });
});
