import type { DocumentSearchResult, PropertyDocument, SourcedFinding } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import { requireProperty } from '../properties/properties.service.ts';
import { buildDocumentContent } from './document-content.ts';
import { toPropertyDocument, toSnippet, toSourcedFinding } from './document-dto.ts';
import { nowOf, type DocumentsDeps } from './documents-deps.ts';
import * as repository from './documents.repository.ts';
import { listFindings, listFloorAreaFindings } from './findings.repository.ts';
import type { FindingSource } from './findings/finding-source.ts';
import { chooseFloorAreas } from './floor-area-choice.ts';
import { listPages, searchPropertyPages } from './pages.repository.ts';
import { readDocument } from './read/read-document.ts';

export { readDocument, listDocumentsNeedingRead, type DocumentReadResult } from './read/read-document.ts';
export type { DocumentsDeps } from './documents-deps.ts';
export type { FindingSource } from './findings/finding-source.ts';

type PropertyRef = { tenantId: string; propertyId: string };

/** Called in the upload's transaction: every uploaded file waits, queued, for the workflow to read it. */
export async function queueDocumentReads(db: Db, tenantId: string, documents: repository.QueuedDocument[]) {
  await repository.insertQueuedDocuments(db, tenantId, documents);
}

/**
 * The workflow's documents step (docs/product/analysis.md): reads every document of the property
 * that waits, including one a crash left 'reading'. A file that cannot be read is stored as failed
 * with its reason; only an unexpected error stops the step, to be retried. `moreSources` find
 * findings after the rules, for this read only (a run's language model: docs/product/ai.md).
 */
export async function readPropertyDocuments(
  deps: DocumentsDeps,
  { tenantId, propertyId }: PropertyRef,
  moreSources: FindingSource[] = [],
): Promise<{ read: number; failed: number }> {
  const waiting = await repository.listPropertyUnfinished(deps.db, tenantId, propertyId);
  const reader = { ...deps, documents: { ...deps.documents, findingSources: [...deps.documents.findingSources, ...moreSources] } };
  let failed = 0;
  for (const document of waiting) {
    const result = await readDocument(reader, { tenantId, documentId: document.id });
    if (result.status === 'failed') failed += 1;
  }
  return { read: waiting.length - failed, failed };
}

/** When the documents step has given up: no document is left 'reading' (or queued) for ever. */
export async function abandonPropertyReads(deps: Pick<DocumentsDeps, 'db' | 'now'>, { tenantId, propertyId, reason }: PropertyRef & { reason: string }) {
  const waiting = await repository.listPropertyUnfinished(deps.db, tenantId, propertyId);
  for (const document of waiting) await repository.setReadState(deps.db, tenantId, document.id, { status: 'failed', reason }, nowOf(deps));
}

/** GET /properties/{id}/documents: every listed document with its findings; 404 for another tenant's property. */
export async function listDocuments(deps: DocumentsDeps, { tenantId, propertyId }: PropertyRef): Promise<PropertyDocument[]> {
  await requireProperty(deps.db, tenantId, propertyId);
  const rows = await repository.listPropertyDocuments(deps.db, tenantId, propertyId);
  const findings = await listFindings(deps.db, tenantId, rows.map((row) => row.id));
  return rows.map((row) => toPropertyDocument(row, findings.filter((finding) => finding.document_id === row.id), deps.files.links));
}

/** Every finding of the property's read documents, with the document it came from, for the legal and refurbishment steps. */
export async function findingsForProperty(deps: DocumentsDeps, { tenantId, propertyId }: PropertyRef): Promise<SourcedFinding[]> {
  await requireProperty(deps.db, tenantId, propertyId);
  const rows = await repository.listPropertyDocuments(deps.db, tenantId, propertyId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const findings = await listFindings(deps.db, tenantId, rows.map((row) => row.id));
  return rows.flatMap((row) => findings.filter((finding) => finding.document_id === row.id).map((finding) => toSourcedFinding(finding, byId.get(row.id)!)));
}

/** `{document_content}` for an AI prompt: the read text of the property's documents with document and page headings. */
export async function documentContentForProperty(
  deps: DocumentsDeps,
  { tenantId, propertyId, maxCharacters }: PropertyRef & { maxCharacters?: number },
): Promise<string> {
  await requireProperty(deps.db, tenantId, propertyId);
  const rows = (await repository.listPropertyDocuments(deps.db, tenantId, propertyId)).filter((row) => row.status === 'done' && row.page_count > 0);
  const pages = await listPages(deps.db, tenantId, rows.map((row) => row.id));
  const documents = rows.map((row) => ({
    filename: row.filename,
    kind: row.kind,
    pages: pages.filter((page) => page.document_id === row.id).map((page) => ({ page: page.page_number, text: page.text })),
  }));
  return buildDocumentContent(documents, maxCharacters);
}

/** GET /properties/{id}/documents/search?q=: pages of the property's documents that match, each with a highlighted snippet. */
export async function searchDocuments(deps: DocumentsDeps, { tenantId, propertyId, query }: PropertyRef & { query: string }): Promise<DocumentSearchResult> {
  await requireProperty(deps.db, tenantId, propertyId);
  const rows = await searchPropertyPages(deps.db, tenantId, propertyId, query);
  return {
    query,
    hits: rows.map((row) => ({ document_id: row.document_id, filename: row.filename, page: row.page_number, snippet: toSnippet(row.headline) })),
  };
}

/** The floor area (m²) each property's documents give, for the property's `floor_area_sqm`. */
export async function floorAreasOf(db: Db, tenantId: string, propertyIds: string[]): Promise<Map<string, number>> {
  return chooseFloorAreas(await listFloorAreaFindings(db, tenantId, propertyIds));
}
