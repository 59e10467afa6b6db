import type { MortgageType } from '@plotwise/contracts';

/**
 * The monthly payment on a loan: interest only, or the level repayment that clears it over the term,
 * loan × r / (1 − (1 + r)^−n) with r the monthly rate and n the months. The denominator is taken as
 * −expm1(−n·log1p(r)): for a rate so small that 1 + r rounds to 1, the plain form divides by zero.
 */
export function monthlyMortgagePayment(loan: number, annualRatePct: number, termYears: number, type: MortgageType): number {
  if (loan <= 0) return 0;
  const rate = annualRatePct / 100 / 12;
  if (type === 'interest_only') return loan * rate;
  const months = termYears * 12;
  if (rate === 0) return loan / months;
  return (loan * rate) / -Math.expm1(-months * Math.log1p(rate));
}

/** Interest, total payments and the balance left for each of the first `years` years of a mortgage. */
export type MortgageYear = { interest: number; payments: number; balance: number };

export function mortgageSchedule(loan: number, annualRatePct: number, termYears: number, type: MortgageType, years: number): MortgageYear[] {
  const rate = annualRatePct / 100 / 12;
  const payment = monthlyMortgagePayment(loan, annualRatePct, termYears, type);
  const schedule: MortgageYear[] = [];
  let balance = loan;
  for (let year = 0; year < years; year += 1) {
    let interest = 0;
    let payments = 0;
    for (let month = 0; month < 12; month += 1) {
      if (balance <= 0) break;
      const monthInterest = balance * rate;
      const paid = Math.min(payment, balance + monthInterest);
      interest += monthInterest;
      payments += paid;
      balance = type === 'interest_only' ? balance : balance + monthInterest - paid;
      // At the end of the term whatever is left is paid: the whole loan when interest only, a
      // rounding residue when repaying.
      if (year * 12 + month + 1 >= termYears * 12) {
        payments += balance;
        balance = 0;
      }
    }
    schedule.push({ interest, payments, balance: Math.max(0, balance) });
  }
  return schedule;
}
