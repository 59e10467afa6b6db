import type { DocumentFinding } from '@plotwise/contracts';
import { groundRentEscalations } from '@plotwise/contracts';
import { findEach, type Reader } from './reader.ts';
import { formatGbp } from './summary-format.ts';
import { COUNT, MONEY, parseCount, parseMoney } from './uk-values.ts';

type Escalation = (typeof groundRentEscalations)[number];

const GROUND_RENT = new RegExp(`(?:ground\\s+rent|yearly\\s+rent|annual\\s+rent|rent\\s+of)[^.]{0,120}?(${MONEY}|peppercorn)`, 'i');
const REVIEW = /rent\s+review|review\s+(?:date|period)|doubl(?:e|es|ed|ing)|retail\s+prices?\s+index|\bRPI\b|increased?\s+(?:every|on\s+each|at\s+each)/i;
const PERIOD = new RegExp(`every\\s+(${COUNT})\\s+years|each\\s+(${COUNT})(?:st|nd|rd|th)?\\s+(?:year|anniversary)`, 'i');

/** How the rent rises, as the clause words it: doubling and RPI links are red flags for buyers and lenders. */
function escalationOf(sentence: string): Escalation {
  if (/doubl/i.test(sentence)) return 'doubling';
  if (/retail\s+prices?\s+index|\bRPI\b/i.test(sentence)) return 'rpi';
  if (/review/i.test(sentence)) return 'review';
  if ((sentence.match(new RegExp(MONEY, 'gi')) ?? []).length > 1 || /increase/i.test(sentence)) return 'fixed';
  return 'none';
}

const escalationWords: Record<Escalation, string> = {
  none: '',
  fixed: ', rising by fixed steps',
  doubling: ', doubling over the term',
  rpi: ', linked to the Retail Prices Index',
  review: ', subject to review',
};

function reviewPeriod(sentence: string): number | undefined {
  const match = PERIOD.exec(sentence);
  const count = match && parseCount(match[1] ?? match[2]!);
  return count ?? undefined;
}

const readGroundRent: Reader = ({ pages }) =>
  findEach(pages, GROUND_RENT, ({ match, quote, page }) => {
    const peppercorn = /peppercorn/i.test(match[1]!);
    const amount = peppercorn ? 0 : parseMoney(match[1]!);
    const escalation = peppercorn ? 'none' : escalationOf(quote);
    return {
      kind: 'ground_rent',
      summary: peppercorn ? 'Ground rent: a peppercorn (nothing payable).' : `Ground rent: ${formatGbp(amount)} a year${escalationWords[escalation]}.`,
      page,
      quote,
      confidence: 0.85,
      severity: escalation === 'doubling' || escalation === 'rpi' ? 'red' : escalation === 'review' ? 'amber' : 'info',
      facts: { amount_gbp_per_year: amount, escalation },
    };
  }).slice(0, 1);

const readRentReview: Reader = ({ pages }) =>
  findEach(pages, REVIEW, ({ quote, page }): DocumentFinding | null => {
    if (!/rent/i.test(quote)) return null;
    const escalation = escalationOf(quote);
    const period = reviewPeriod(quote);
    const every = period ? ` every ${period} years` : '';
    return {
      kind: 'ground_rent_review',
      summary: escalation === 'doubling' ? `Ground rent doubles${every}.` : escalation === 'rpi' ? `Ground rent rises with RPI${every}.` : `Ground rent is reviewed${every}.`,
      page,
      quote,
      confidence: 0.75,
      severity: escalation === 'doubling' || escalation === 'rpi' ? 'red' : 'amber',
      facts: { escalation, ...(period ? { review_period_years: period } : {}) },
    };
  });

const readServiceCharge: Reader = ({ pages }) =>
  findEach(pages, /service\s+charge/i, ({ quote, page }) => {
    const share = /(\d{1,2}(?:\.\d{1,2})?)\s*(?:%|per\s*cent)/i.exec(quote);
    const amount = new RegExp(MONEY, 'i').exec(quote);
    const detail = share ? `: the leaseholder pays ${share[1]}% of the costs` : amount ? `: ${formatGbp(parseMoney(amount[0]))}` : '';
    return {
      kind: 'service_charge',
      summary: `Service charge provisions${detail}.`,
      page,
      quote,
      confidence: 0.7,
      severity: 'info',
      ...(amount && !share ? { facts: { amount_gbp_per_year: parseMoney(amount[0]) } } : {}),
    };
  }).slice(0, 2);

export const readLeaseRent: Reader = (input) => [...readGroundRent(input), ...readRentReview(input), ...readServiceCharge(input)];
