import { documentFindingSchema, type DocumentFinding, type DocumentKind } from '@plotwise/contracts';
import type { PageText } from '../extract/page-text.ts';
import { normaliseForMatch } from './text-spans.ts';

export type FindingSourceInput = { filename: string; kind: DocumentKind; pages: PageText[]; asOf: Date };

/**
 * Something that finds things in a read document: the rule-based reader, and a run's language model
 * when it has one (docs/product/ai.md). Every source's findings pass the same checks.
 */
export type FindingSource = { origin: string; find: (input: FindingSourceInput) => DocumentFinding[] | Promise<DocumentFinding[]> };

export type SourcedDocumentFinding = DocumentFinding & { origin: string };

/** A finding stands only if its quote is on the page it names (wrapping and case aside): nothing is taken on trust. */
function isQuotedFrom(finding: DocumentFinding, pages: PageText[]): boolean {
  const page = pages.find((candidate) => candidate.page === finding.page);
  const quote = normaliseForMatch(finding.quote);
  return page !== undefined && quote.length > 0 && normaliseForMatch(page.text).includes(quote);
}

/** The same kind on the same page, one quote inside the other: one clause read twice (by the rules and by a model). */
function repeats(finding: DocumentFinding, earlier: SourcedDocumentFinding): boolean {
  if (finding.kind !== earlier.kind || finding.page !== earlier.page) return false;
  const [quote, earlierQuote] = [normaliseForMatch(finding.quote), normaliseForMatch(earlier.quote)];
  return quote.includes(earlierQuote) || earlierQuote.includes(quote);
}

/**
 * The findings of every source, in source order, each checked against the schema and its page. A
 * later source's finding that repeats an earlier source's is left out, so a clause is one finding.
 */
export async function findFindings(sources: FindingSource[], input: FindingSourceInput): Promise<SourcedDocumentFinding[]> {
  const found: SourcedDocumentFinding[] = [];
  for (const source of sources) {
    const before = [...found];
    for (const candidate of await source.find(input)) {
      const parsed = documentFindingSchema.safeParse(candidate);
      if (!parsed.success || !isQuotedFrom(parsed.data, input.pages)) continue;
      if (before.some((earlier) => repeats(parsed.data, earlier))) continue;
      found.push({ ...parsed.data, origin: source.origin });
    }
  }
  return found;
}
