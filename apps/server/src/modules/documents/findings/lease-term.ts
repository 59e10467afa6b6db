import type { DocumentFinding, FindingSeverity } from '@plotwise/contracts';
import { firstMatch, type Reader } from './reader.ts';
import { formatIsoDate } from './summary-format.ts';
import { COUNT, DATE, parseCount, parseDate } from './uk-values.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_DAYS = 365.2425;

/**
 * Years left on a lease and what they mean to a buyer (docs/product/documents.md): under 80 the
 * extension costs more (marriage value), under 85 many lenders are cautious, under 90 it is time
 * to plan an extension.
 */
const thresholds: { below: number; severity: FindingSeverity; note: string }[] = [
  { below: 80, severity: 'red', note: 'under 80 years, so extending it will cost more (marriage value)' },
  { below: 85, severity: 'amber', note: 'under 85 years, which many mortgage lenders are cautious about' },
  { below: 90, severity: 'amber', note: 'under 90 years: plan an extension before it falls below 80' },
];

// "a term of 125 years from 24 June 1990", "for the term of ninety-nine (99) years commencing on 1st January 2000"
const TERM_FROM_DATE = new RegExp(`term\\s+of\\s+(${COUNT})\\s+years?\\s+(?:from|commencing|starting|beginning)(?:\\s+(?:on|from|and\\s+including))*\\s+(?:the\\s+)?(${DATE})`, 'i');
// Prescribed clause LR6 of a registered lease: "From and including 24 June 1990 to and including 23 June 2115"
const DATE_TO_DATE = new RegExp(`from\\s+(?:and\\s+including\\s+)?(${DATE})\\s+(?:to|until)\\s+(?:and\\s+including\\s+)?(${DATE})`, 'i');

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function leaseTermFinding(quote: string, page: number, start: string, end: Date, termYears: number, asOf: Date, confidence: number): DocumentFinding {
  const yearsRemaining = Math.max(0, Math.round(((end.getTime() - asOf.getTime()) / DAY_MS / YEAR_DAYS) * 10) / 10);
  const threshold = thresholds.find((candidate) => yearsRemaining < candidate.below);
  const remaining = `${yearsRemaining} years remain`;
  return {
    kind: 'lease_term',
    summary: `Lease of ${termYears} years from ${formatIsoDate(start)}: ${threshold ? `${remaining}, ${threshold.note}` : remaining}.`,
    page,
    quote,
    confidence,
    severity: threshold?.severity ?? 'info',
    facts: { term_years: termYears, start_year: Number(start.slice(0, 4)), start_date: start, years_remaining: yearsRemaining, as_of: isoDay(asOf) },
  };
}

/** The lease's term and the years remaining on the day it is read. */
export const readLeaseTerm: Reader = ({ pages, asOf }) => {
  const termMatch = firstMatch(pages, TERM_FROM_DATE);
  const start = termMatch && parseDate(termMatch.match[2]!);
  const termYears = termMatch && parseCount(termMatch.match[1]!);
  if (termMatch && start && termYears) {
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + termYears);
    return [leaseTermFinding(termMatch.quote, termMatch.page, start, end, termYears, asOf, 0.9)];
  }
  const rangeMatch = firstMatch(pages, DATE_TO_DATE);
  const from = rangeMatch && parseDate(rangeMatch.match[1]!);
  const to = rangeMatch && parseDate(rangeMatch.match[2]!);
  if (!rangeMatch || !from || !to || to <= from) return [];
  const end = new Date(new Date(to).getTime() + DAY_MS);
  const years = Math.round((end.getTime() - new Date(from).getTime()) / DAY_MS / YEAR_DAYS);
  return [leaseTermFinding(rangeMatch.quote, rangeMatch.page, from, end, years, asOf, 0.8)];
};
