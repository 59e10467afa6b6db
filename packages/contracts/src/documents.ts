import { z } from 'zod';
import { documentFindingSchema } from './document-findings.ts';

/** What a document is, as the reader recognises it from its text (docs/product/documents.md). */
export const documentKinds = [
  'lease',
  'title_register',
  'official_copy',
  'local_search',
  'drainage_search',
  'environmental_search',
  'property_information_form',
  'epc',
  'floorplan',
  'survey',
  'other',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** queued on upload, reading while a job reads it, then done or failed (with a reason); the file is kept either way. */
export const documentStatuses = ['queued', 'reading', 'done', 'failed'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Which upload list a read file came from: an uploaded document (or an entry of an uploaded zip), or an image. */
export const documentSources = ['document', 'image'] as const;
export type DocumentSource = (typeof documentSources)[number];

/** GET /properties/{id}/documents: one item per uploaded document, per entry of an uploaded zip, and per image read as a document. */
export const propertyDocumentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  kind: z.enum(documentKinds),
  status: z.enum(documentStatuses),
  status_reason: z.string().optional(),
  page_count: z.number().int(),
  findings: z.array(documentFindingSchema),
  /** The stored file (for a zip entry: its zip), as a signed link like `public_url`. */
  url: z.string(),
  source: z.enum(documentSources),
  /** The id of the zip document this entry was read from, else null. */
  archive_id: z.string().nullable(),
});
export type PropertyDocument = z.infer<typeof propertyDocumentSchema>;

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  searchQueryRequired: 'Enter words to search for',
  searchQueryTooLong: 'Search for at most 200 characters',
} as const;

export const documentSearchQuerySchema = z.object({
  q: z
    .string({ error: DOCUMENT_MESSAGES.searchQueryRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.searchQueryRequired)
    .max(200, DOCUMENT_MESSAGES.searchQueryTooLong),
});

/** A snippet is plain text in pieces; `match` marks the words the search found, for the client to highlight. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const documentSearchHitSchema = z.object({
  document_id: z.string(),
  filename: z.string(),
  page: z.number().int().min(1),
  snippet: z.array(snippetPartSchema),
});
export type DocumentSearchHit = z.infer<typeof documentSearchHitSchema>;

/** GET /properties/{id}/documents/search?q=: the best-matching pages first (at most 50). */
export const documentSearchResultSchema = z.object({ query: z.string(), hits: z.array(documentSearchHitSchema) });
export type DocumentSearchResult = z.infer<typeof documentSearchResultSchema>;
