import {
  documentFindingSchema,
  energyRatings,
  findingKinds,
  findingSeverities,
  groundRentEscalations,
  type DocumentFinding,
  type FindingFacts,
} from '@plotwise/contracts';
import { z } from 'zod';
import { locateQuote } from './page-quotes.ts';

/** Every field required and nullable rather than optional, as strict JSON-schema modes (OpenAI's) demand. */
const aiFactsSchema = z.object({
  term_years: z.number().nullable(),
  years_remaining: z.number().nullable(),
  start_year: z.number().int().nullable(),
  amount_gbp_per_year: z.number().nullable(),
  review_period_years: z.number().nullable(),
  floor_area_sqm: z.number().nullable(),
  floor_area_sqft: z.number().nullable(),
  price_gbp: z.number().nullable(),
  escalation: z.enum(groundRentEscalations).nullable(),
  energy_rating: z.enum(energyRatings).nullable(),
  title_number: z.string().nullable(),
});
type AiFacts = z.infer<typeof aiFactsSchema>;

export const findingsAnswerSchema = z.object({
  findings: z.array(
    z.object({
      kind: z.enum(findingKinds),
      summary: z.string(),
      page: z.number().int(),
      quote: z.string().describe('A short passage copied character for character from that page'),
      severity: z.enum(findingSeverities),
      confidence: z.number(),
      facts: aiFactsSchema.nullable(),
    }),
  ),
});
type AiFinding = z.infer<typeof findingsAnswerSchema>['findings'][number];

const NUMERIC_FACTS = [
  'term_years',
  'years_remaining',
  'start_year',
  'amount_gbp_per_year',
  'review_period_years',
  'floor_area_sqm',
  'floor_area_sqft',
  'price_gbp',
] as const;

const numbersIn = (quote: string) =>
  (quote.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((digits) => Number(digits.replace(/,/g, '')));

/**
 * The facts the quote itself states: a number stays only if the quote writes it, a title number
 * only if the quote holds it; the model reads values, it never works one out (docs/decisions/0109).
 */
function factsStatedIn(facts: AiFacts | null, quote: string): FindingFacts | undefined {
  if (!facts) return undefined;
  const written = numbersIn(quote);
  const kept: FindingFacts = {};
  for (const name of NUMERIC_FACTS) {
    const value = facts[name];
    if (value !== null && written.includes(value)) kept[name] = value;
  }
  if (facts.escalation) kept.escalation = facts.escalation;
  if (facts.energy_rating) kept.energy_rating = facts.energy_rating;
  if (facts.title_number && locateQuote(quote, facts.title_number))
    kept.title_number = facts.title_number;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A model's finding as the contract has it, quoting its page exactly; null when the page does not say what it quotes. */
export function toDocumentFinding(
  finding: AiFinding,
  pageTexts: Map<number, string>,
): DocumentFinding | null {
  const pageText = pageTexts.get(finding.page);
  const quote = pageText === undefined ? null : locateQuote(pageText, finding.quote);
  if (quote === null) return null;
  const parsed = documentFindingSchema.safeParse({
    kind: finding.kind,
    summary: finding.summary.trim(),
    page: finding.page,
    quote,
    confidence: Math.min(1, Math.max(0, finding.confidence)),
    severity: finding.severity,
    facts: factsStatedIn(finding.facts, quote),
  });
  return parsed.success && parsed.data.summary.length > 0 ? parsed.data : null;
}
