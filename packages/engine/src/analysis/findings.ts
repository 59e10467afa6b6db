import type { Citation, FindingKind, SourcedFinding } from '@plotwise/contracts';

/** The citation a reason carries when a document said it. */
export const citationOf = (finding: SourcedFinding): Citation => ({
  document_id: finding.document_id,
  filename: finding.filename,
  page: finding.page,
  quote: finding.quote,
});

/** The most confident finding of a kind that carries the fact wanted, if any. */
export function bestFinding(findings: readonly SourcedFinding[], kind: FindingKind, hasFact: (finding: SourcedFinding) => boolean = () => true): SourcedFinding | null {
  let best: SourcedFinding | null = null;
  for (const finding of findings) {
    if (finding.kind === kind && hasFact(finding) && (!best || finding.confidence > best.confidence)) best = finding;
  }
  return best;
}

/** "lease.pdf, page 3" for methods and reasons. */
export const documentPlace = (finding: SourcedFinding) => `${finding.filename}, page ${finding.page}`;
