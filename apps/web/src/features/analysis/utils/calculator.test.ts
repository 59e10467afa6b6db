import { describe, expect, it } from 'vitest';
import { calculate, type CalculatorDraft } from './calculator';

const draft: CalculatorDraft = {
  price: '300,000',
  postcode: 'ls6 2ab',
  completion_date: '2026-11-21',
  rent: '1,250',
  first_time_buyer: false,
  additional_dwelling: false,
  non_resident: false,
  company: false,
};

describe('calculator', () => {
  it('works out SDLT band by band in England and the gross yield of the rent', () => {
    const { tax, grossYield, errors } = calculate(draft, '2026-11-21');
    expect(errors).toEqual({});
    // From 1 April 2025: 0% to £125,000, 2% to £250,000, 5% above: £2,500 + £2,500.
    expect(tax).toMatchObject({ nation: 'england', tax: 'SDLT', amount: 5_000 });
    expect(tax!.bands.map((band) => band.tax)).toEqual([0, 2_500, 2_500]);
    expect(grossYield).toMatchObject({ value: 5, unit: 'percent', as_of: '2026-11-21' });
    expect(grossYield!.method).toBe('Annual rent (£1,250 a month × 12) over the price £300,000.');
  });

  it('follows the postcode to LBTT in Scotland and adds the surcharge for another home', () => {
    const { tax } = calculate(
      { ...draft, postcode: 'EH1 1AA', additional_dwelling: true },
      '2026-11-21',
    );
    expect(tax).toMatchObject({ nation: 'scotland', tax: 'LBTT' });
    expect(tax!.amount).toBeGreaterThan(
      calculate({ ...draft, postcode: 'EH1 1AA' }, '2026-11-21').tax!.amount,
    );
  });

  it('waits for a price and postcode, then names a bad field', () => {
    expect(calculate({ ...draft, price: '' }, '2026-11-21')).toEqual({
      tax: null,
      grossYield: null,
      errors: {},
    });
    expect(calculate({ ...draft, postcode: 'nowhere' }, '2026-11-21').errors).toEqual({
      postcode: 'Enter a UK postcode, for example LS6 2AB',
    });
    expect(calculate({ ...draft, price: '12.5' }, '2026-11-21').errors).toEqual({
      price: 'Price must be a whole number of pounds above £0',
    });
    expect(calculate({ ...draft, completion_date: '2020-01-01' }, '2026-11-21').errors).toEqual({
      completion_date: 'Completion date must be a date on or after 1 Oct 2021',
    });
  });

  it('leaves the yield out without a rent', () => {
    expect(calculate({ ...draft, rent: '' }, '2026-11-21').grossYield).toBeNull();
  });
});
