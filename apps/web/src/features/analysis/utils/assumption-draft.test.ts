import { DEFAULT_ASSUMPTIONS } from '@plotwise/engine';
import { describe, expect, it } from 'vitest';
import { readDraft, toDraft } from './assumption-draft';

const saved = { ...DEFAULT_ASSUMPTIONS, monthly_rent: null };

describe('assumption draft', () => {
  it('reads back to no change when nothing was edited', () => {
    expect(readDraft(toDraft(saved), saved)).toEqual({ ok: true, patch: {} });
  });

  it('sends only what changed, buyer field by field, and blank rent as "work it out"', () => {
    const draft = {
      ...toDraft({ ...saved, monthly_rent: 900 }),
      deposit_pct: '40',
      monthly_rent: ' ',
      buyer: { ...saved.buyer, additional_dwelling: true },
    };
    expect(readDraft(draft, { ...saved, monthly_rent: 900 })).toEqual({
      ok: true,
      patch: { deposit_pct: 40, monthly_rent: null, buyer: { additional_dwelling: true } },
    });
  });

  it('accepts thousands commas in pounds', () => {
    const reading = readDraft({ ...toDraft(saved), monthly_rent: '1,250' }, saved);
    expect(reading).toEqual({ ok: true, patch: { monthly_rent: 1250 } });
  });

  it("names each bad field with the contracts' message", () => {
    const reading = readDraft(
      { ...toDraft(saved), deposit_pct: '150', mortgage_term_years: '25.5', voids_pct: '' },
      saved,
    );
    expect(reading).toEqual({
      ok: false,
      errors: {
        deposit_pct: 'Deposit must be at most 100%',
        mortgage_term_years: 'Mortgage term must be whole years',
        voids_pct: 'Voids must be a percentage',
      },
    });
  });
});
