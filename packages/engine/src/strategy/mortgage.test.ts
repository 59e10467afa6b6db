import { describe, expect, it } from 'vitest';
import { monthlyMortgagePayment, mortgageSchedule } from './mortgage.ts';

describe('mortgage', () => {
  it('£200,000 over 25 years at 5% repays at £1,169.18 a month (standard amortisation tables)', () => {
    expect(monthlyMortgagePayment(200_000, 5, 25, 'repayment')).toBeCloseTo(1_169.18, 2);
  });

  it('interest only: £200,000 at 5.09% is £848.33 a month', () => {
    expect(monthlyMortgagePayment(200_000, 5.09, 25, 'interest_only')).toBeCloseTo(848.33, 2);
  });

  it('a 0% loan repays in equal parts, and no loan costs nothing', () => {
    expect(monthlyMortgagePayment(120_000, 0, 10, 'repayment')).toBe(1_000);
    expect(monthlyMortgagePayment(0, 5, 25, 'repayment')).toBe(0);
  });

  it('a rate too small for 1 + r to differ from 1 still repays in equal parts, not an infinite payment', () => {
    expect(monthlyMortgagePayment(120_000, 1e-15, 10, 'repayment')).toBeCloseTo(1_000, 6);
  });

  it('the schedule clears a repayment loan at the end of its term and keeps an interest-only balance', () => {
    const repaid = mortgageSchedule(100_000, 6, 2, 'repayment', 3);
    expect(repaid[1]!.balance).toBeCloseTo(0, 6);
    expect(repaid[2]).toEqual({ interest: 0, payments: 0, balance: 0 });
    expect(repaid[0]!.payments + repaid[1]!.payments - repaid[0]!.interest - repaid[1]!.interest).toBeCloseTo(100_000, 6);
    const interestOnly = mortgageSchedule(100_000, 6, 25, 'interest_only', 2);
    expect(interestOnly[0]!.interest).toBeCloseTo(6_000, 6);
    expect(interestOnly[0]!.payments).toBeCloseTo(6_000, 6);
    expect(interestOnly[1]!.balance).toBe(100_000);
  });

  it('an interest-only loan is repaid in one sum at the end of its term', () => {
    const [first, second, third] = mortgageSchedule(100_000, 6, 2, 'interest_only', 3);
    expect(first!.balance).toBe(100_000);
    expect(second!.payments).toBeCloseTo(106_000, 6);
    expect(second!.balance).toBe(0);
    expect(third).toEqual({ interest: 0, payments: 0, balance: 0 });
  });
});
