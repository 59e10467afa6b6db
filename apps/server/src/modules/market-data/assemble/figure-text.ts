import type { Figure, FigureSource, FigureUnit } from '@plotwise/contracts';

/** Writing figures and the sentences that explain them, in en-GB. */
export function figure(value: number, unit: FigureUnit, label: string, method: string, source: FigureSource, asOf: string): Figure {
  return { value, unit, label, method, source, as_of: asOf };
}

export const pounds = (amount: number) => `£${Math.round(amount).toLocaleString('en-GB')}`;
export const percent = (value: number, digits = 1) => `${value.toFixed(digits)}%`;
export const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** '2025-09' -> 'September 2025'. */
export const monthLabel = (month: string) =>
  new Date(`${month.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const firstOfMonth = (month: string) => `${month.slice(0, 7)}-01`;

export const TYPE_WORDS = {
  detached: 'detached',
  semi_detached: 'semi-detached',
  terraced: 'terraced',
  flat: 'flat',
  all: 'all',
} as const;
