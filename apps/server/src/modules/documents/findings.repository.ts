import type { DocumentFinding } from '@plotwise/contracts';
import { cachedStatement } from '../../db/cached-statement.ts';
import type { Db } from '../../db/schema.ts';
import type { SourcedDocumentFinding } from './findings/finding-source.ts';

/** Replaces the document's findings with these, in their order. */
export async function replaceFindings(db: Db, tenantId: string, documentId: string, findings: SourcedDocumentFinding[]) {
  await db.deleteFrom('document_findings').where('tenant_id', '=', tenantId).where('document_id', '=', documentId).execute();
  if (findings.length === 0) return;
  await db
    .insertInto('document_findings')
    .values(
      findings.map((finding, position) => ({
        tenant_id: tenantId,
        document_id: documentId,
        position,
        origin: finding.origin,
        kind: finding.kind,
        summary: finding.summary,
        page_number: finding.page,
        quote: finding.quote,
        confidence: finding.confidence,
        severity: finding.severity,
        facts: finding.facts ? JSON.stringify(finding.facts) : null,
      })),
    )
    .execute();
}

export type FindingRow = Awaited<ReturnType<typeof listFindings>>[number];

export async function listFindings(db: Db, tenantId: string, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('document_findings')
    .select(['document_id', 'kind', 'summary', 'page_number', 'quote', 'confidence', 'severity', 'facts'])
    .where('tenant_id', '=', tenantId)
    .where('document_id', 'in', documentIds)
    .orderBy('document_id')
    .orderBy('position')
    .execute();
}

/** Floor areas found in the properties' read documents, with what decides between them. */
// One statement for any number of properties, built and compiled once (docs/decisions/0092-summary-reads.md).
const floorAreaFindingsStatement = cachedStatement((db, _shape: null, values: { tenantId: string; propertyIds: string[] }) =>
  db
    .selectFrom('document_findings')
    .innerJoin('documents', (join) => join.onRef('documents.id', '=', 'document_findings.document_id').onRef('documents.tenant_id', '=', 'document_findings.tenant_id'))
    .select(['documents.property_id', 'documents.kind as document_kind', 'documents.read_at', 'document_findings.confidence', 'document_findings.facts'])
    .where('document_findings.tenant_id', '=', values.tenantId)
    .where('documents.property_id', '=', (eb) => eb.fn.any(eb.val(values.propertyIds)))
    .where('documents.status', '=', 'done')
    .where('document_findings.kind', '=', 'floor_area' satisfies DocumentFinding['kind']),
);

export async function listFloorAreaFindings(db: Db, tenantId: string, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return floorAreaFindingsStatement(db, null, { tenantId, propertyIds });
}
