import type { DocumentKind } from '@plotwise/contracts';
import type { PageText } from '../extract/page-text.ts';
import { kindSignatures } from './kind-signatures.ts';

/** A kind needs at least this score; below it a document is 'other'. */
const MIN_SCORE = 4;
const FILENAME_WEIGHT = 2;
/** The kind shows in a document's opening pages; reading further only adds noise from annexed documents. */
const PAGES_CONSIDERED = 3;

/** The kind whose phrases (and file name hints) score highest in the first pages; ties go to the earlier signature. */
export function detectKind(filename: string, pages: PageText[]): DocumentKind {
  const text = pages
    .slice(0, PAGES_CONSIDERED)
    .map((page) => page.text)
    .join('\n')
    .toLowerCase();
  const name = filename.toLowerCase();
  let best: { kind: DocumentKind; score: number } = { kind: 'other', score: MIN_SCORE - 1 };
  for (const signature of kindSignatures) {
    const score =
      signature.phrases.reduce((sum, [phrase, weight]) => sum + (phrase.test(text) ? weight : 0), 0) +
      (signature.filename.test(name) ? FILENAME_WEIGHT : 0);
    if (score > best.score) best = { kind: signature.kind, score };
  }
  return best.kind;
}
