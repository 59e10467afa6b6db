import type { DocumentFinding } from '@plotwise/contracts';
import type { PageText } from '../extract/page-text.ts';
import { sentenceAround } from './text-spans.ts';

/** What a rule-based reader sees: the document's pages and the day it is read (for years remaining). */
export type ReaderInput = { pages: PageText[]; asOf: Date };
export type Reader = (input: ReaderInput) => DocumentFinding[];

export type Match = { page: number; match: RegExpExecArray; quote: string; pageText: string };

/** Every match of `pattern` (made global here) on every page, with the sentence around it as the quote. */
export function* matchesIn(pages: PageText[], pattern: RegExp): Generator<Match> {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const { page, text } of pages) {
    for (const match of text.matchAll(global)) {
      yield { page, match: match as RegExpExecArray, quote: sentenceAround(text, match.index, match.index + match[0].length), pageText: text };
    }
  }
}

export function firstMatch(pages: PageText[], pattern: RegExp): Match | undefined {
  return matchesIn(pages, pattern).next().value ?? undefined;
}

/** One finding per quote, and at most `max` of each kind, in page order. */
export function keepDistinct(findings: DocumentFinding[], max = 5): DocumentFinding[] {
  const seen = new Set<string>();
  const perKind = new Map<string, number>();
  return findings.filter((finding) => {
    const key = `${finding.kind}\u0000${finding.quote}`;
    const count = perKind.get(finding.kind) ?? 0;
    if (seen.has(key) || count >= max) return false;
    seen.add(key);
    perKind.set(finding.kind, count + 1);
    return true;
  });
}

/** A finding for each sentence matching `pattern`, built by `build` (which may decline with null). */
export function findEach(pages: PageText[], pattern: RegExp, build: (match: Match) => DocumentFinding | null): DocumentFinding[] {
  return [...matchesIn(pages, pattern)].map(build).filter((finding): finding is DocumentFinding => finding !== null);
}
