import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { PageText } from './extract/page-text.ts';
import { isListed } from './documents.repository.ts';

/** Marks ts_headline puts around matched words: control characters, which extracted text never holds. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';
const MAX_HITS = 50;

/** Replaces the document's pages with these. */
export async function replacePages(db: Db, tenantId: string, documentId: string, pages: PageText[]) {
  await db.deleteFrom('document_pages').where('tenant_id', '=', tenantId).where('document_id', '=', documentId).execute();
  if (pages.length === 0) return;
  await db
    .insertInto('document_pages')
    .values(
      pages.map((page) => ({
        tenant_id: tenantId,
        document_id: documentId,
        page_number: page.page,
        text: page.text,
        method: page.method,
        ocr_confidence: page.ocrConfidence,
      })),
    )
    .execute();
}

/** The pages of these documents, by document and page. */
export async function listPages(db: Db, tenantId: string, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('document_pages')
    .select(['document_id', 'page_number', 'text'])
    .where('tenant_id', '=', tenantId)
    .where('document_id', 'in', documentIds)
    .orderBy('document_id')
    .orderBy('page_number')
    .execute();
}

/**
 * Pages of the property's listed documents matching the words (PostgreSQL full-text search, English
 * stemming; the query is read as a web search: quotes, OR, -word), best first, with a snippet.
 */
export async function searchPropertyPages(db: Db, tenantId: string, propertyId: string, words: string) {
  const query = sql`websearch_to_tsquery('english', ${words})`;
  return db
    .selectFrom('document_pages')
    .innerJoin('documents', (join) => join.onRef('documents.id', '=', 'document_pages.document_id').onRef('documents.tenant_id', '=', 'document_pages.tenant_id'))
    .select(['documents.id as document_id', 'documents.filename', 'document_pages.page_number'])
    .select(
      sql<string>`ts_headline('english', document_pages.text, ${query}, ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`})`.as('headline'),
    )
    .where('document_pages.tenant_id', '=', tenantId)
    .where('documents.property_id', '=', propertyId)
    .where(isListed)
    .where(sql<boolean>`document_pages.search @@ ${query}`)
    .orderBy(sql`ts_rank(document_pages.search, ${query})`, 'desc')
    .orderBy('documents.filename')
    .orderBy('document_pages.page_number')
    .limit(MAX_HITS)
    .execute();
}
