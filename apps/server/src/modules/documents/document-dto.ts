import type { DocumentFinding, PropertyDocument, SnippetPart, SourcedFinding } from '@plotwise/contracts';
import type { FileLinks } from '../files/files.service.ts';
import type { DocumentRow } from './documents.repository.ts';
import type { FindingRow } from './findings.repository.ts';
import { MATCH_END, MATCH_START } from './pages.repository.ts';

export function toFinding(row: FindingRow): DocumentFinding {
  return {
    kind: row.kind as DocumentFinding['kind'],
    summary: row.summary,
    page: row.page_number,
    quote: row.quote,
    confidence: row.confidence,
    severity: row.severity,
    ...(row.facts ? { facts: row.facts } : {}),
  };
}

export const toSourcedFinding = (row: FindingRow, document: DocumentRow): SourcedFinding => ({
  ...toFinding(row),
  document_id: document.id,
  filename: document.filename,
});

export function toPropertyDocument(row: DocumentRow, findings: FindingRow[], links: FileLinks): PropertyDocument {
  return {
    id: row.id,
    filename: row.filename,
    kind: row.kind,
    status: row.status,
    ...(row.status_reason ? { status_reason: row.status_reason } : {}),
    page_count: row.page_count,
    findings: findings.map(toFinding),
    url: links.urlFor(row.tenant_id, row.stored_file_id),
    source: row.source,
    archive_id: row.archive_id,
  };
}

/** ts_headline's marked text as plain pieces, each matched word flagged for the client to highlight. */
export function toSnippet(headline: string): SnippetPart[] {
  return headline
    .split(new RegExp(`(${MATCH_START}[^${MATCH_END}]*${MATCH_END})`))
    .filter((piece) => piece !== '')
    .map((piece) => (piece.startsWith(MATCH_START) ? { text: piece.slice(1, -1), match: true } : { text: piece, match: false }));
}
