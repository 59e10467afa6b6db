import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  getCardStatus,
  parseExpiry,
  toCardDetails,
} from './card-details';

const now = new Date(2026, 10, 21);

describe('card formatting', () => {
  it('groups the card number in fours', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42x')).toBe('4242 42');
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12/2')).toBe('12/2');
  });

  it('keeps up to four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('parseExpiry', () => {
  it('reads month and four-digit year', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
  });

  it('rejects impossible months and partial input', () => {
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('04/2')).toBeNull();
  });
});

describe('getCardStatus', () => {
  it('is complete with a valid number, future expiry and CVC', () => {
    expect(
      getCardStatus({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }, now),
    ).toEqual({
      isComplete: true,
      error: null,
    });
  });

  it('is incomplete while any field is missing, without an error', () => {
    expect(getCardStatus({ number: '4242 4242', expiry: '12/28', cvc: '123' }, now)).toEqual({
      isComplete: false,
      error: null,
    });
    expect(
      getCardStatus({ number: '4242 4242 4242 4242', expiry: '12/', cvc: '123' }, now).isComplete,
    ).toBe(false);
    expect(
      getCardStatus({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '12' }, now).isComplete,
    ).toBe(false);
  });

  it('reports an invalid number, expiry or a past date', () => {
    expect(getCardStatus({ number: '4242 4242 4242 4241', expiry: '', cvc: '' }, now).error).toBe(
      'Your card number is invalid.',
    );
    expect(getCardStatus({ number: '', expiry: '13/28', cvc: '' }, now).error).toBe(
      "Your card's expiry date is invalid.",
    );
    expect(getCardStatus({ number: '', expiry: '10/26', cvc: '' }, now).error).toBe(
      "Your card's expiry date is in the past.",
    );
    expect(getCardStatus({ number: '', expiry: '11/26', cvc: '' }, now).error).toBeNull();
  });
});

describe('toCardDetails', () => {
  it('builds the payment-method body', () => {
    expect(toCardDetails({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' })).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2028,
      cvc: '123',
    });
  });
});
