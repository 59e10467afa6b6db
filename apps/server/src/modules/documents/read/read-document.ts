import { DOCUMENT_MESSAGES, type DocumentKind, type DocumentStatus } from '@plotwise/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUuid } from '../../../lib/ids.ts';
import { readStoredFile } from '../../files/files.service.ts';
import type { DocumentsDeps } from '../documents-deps.ts';
import { nowOf } from '../documents-deps.ts';
import * as repository from '../documents.repository.ts';
import { ReadFailure } from '../extract/page-text.ts';
import { replaceFindings } from '../findings.repository.ts';
import { replacePages } from '../pages.repository.ts';
import { readArchive, type EntryRead } from './read-archive.ts';
import { readFile, type FileRead } from './read-file.ts';

export type DocumentReadResult = { id: string; status: DocumentStatus; status_reason: string | null; kind: DocumentKind; page_count: number };
type Outcome = { file: FileRead } | { archive: EntryRead[] };

const failed = (reason: string): Outcome => ({ file: { ok: false, reason } });
const MISSING_FILE = 'The stored file is missing, so it could not be read.';
const UNEXPECTED = 'This file could not be read.';

async function readStored(deps: DocumentsDeps, document: repository.DocumentRow, asOf: Date): Promise<Outcome> {
  const file = await readStoredFile(deps, document.tenant_id, document.stored_file_id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!file) return failed(MISSING_FILE);
  try {
    if (file.contentType === 'application/zip') return { archive: await readArchive(deps.documents, file.bytes, asOf) };
    return { file: await readFile(deps.documents, { filename: document.filename, bytes: file.bytes, contentType: file.contentType, asOf }) };
  } catch (error) {
    if (error instanceof ReadFailure) return failed(error.message);
    deps.log?.error({ err: error, documentId: document.id }, 'reading a document failed');
    return failed(UNEXPECTED);
  }
}

async function storeFileRead(trx: Transaction<Database>, tenantId: string, documentId: string, read: FileRead, readAt: Date) {
  await replacePages(trx, tenantId, documentId, read.ok ? read.pages : []);
  await replaceFindings(trx, tenantId, documentId, read.ok ? read.findings : []);
  const state: repository.ReadState = read.ok ? { status: 'done', kind: read.kind, pageCount: read.pages.length } : { status: 'failed', reason: read.reason };
  await repository.setReadState(trx, tenantId, documentId, state, readAt);
}

/** Pages, findings and status in one transaction, so a read is stored whole or not at all. */
async function storeOutcome(trx: Transaction<Database>, document: repository.DocumentRow, outcome: Outcome, readAt: Date) {
  const tenantId = document.tenant_id;
  if ('file' in outcome) {
    // A zip that failed as a whole (a limit broken) keeps no entries from an earlier read.
    await repository.removeArchiveEntriesExcept(trx, tenantId, document.id, []);
    return storeFileRead(trx, tenantId, document.id, outcome.file, readAt);
  }
  const entryIds: string[] = [];
  for (const entry of outcome.archive) {
    const id = await repository.upsertArchiveEntry(trx, document, entry.path);
    await storeFileRead(trx, tenantId, id, entry.read, readAt);
    entryIds.push(id);
  }
  await repository.removeArchiveEntriesExcept(trx, tenantId, document.id, entryIds);
  await storeFileRead(trx, tenantId, document.id, { ok: true, kind: 'other', pages: [], findings: [] }, readAt);
}

const resultOf = (row: repository.DocumentRow): DocumentReadResult => ({
  id: row.id,
  status: row.status,
  status_reason: row.status_reason,
  kind: row.kind,
  page_count: row.page_count,
});

/**
 * Reads one uploaded file (docs/product/documents.md): its text per page, kind and findings, stored
 * whole; status queued → reading → done, or failed with a reason. The file itself is never changed
 * or removed. Safe to run again: a done document is left as it is unless `force`, and a read cut
 * short by a crash (left 'reading') starts over. A zip's entry is read with its zip.
 */
export async function readDocument(
  deps: DocumentsDeps,
  { tenantId, documentId, force = false }: { tenantId: string; documentId: string; force?: boolean },
): Promise<DocumentReadResult> {
  const found = isUuid(documentId) ? await repository.findDocument(deps.db, tenantId, documentId) : undefined;
  const document = found?.archive_id ? await repository.findDocument(deps.db, tenantId, found.archive_id) : found;
  if (!document) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  if (document.status === 'done' && !force) return resultOf(document);
  const startedAt = nowOf(deps);
  await repository.markReading(deps.db, tenantId, document.id, startedAt);
  const outcome = await readStored(deps, document, startedAt);
  await deps.db.transaction().execute((trx) => storeOutcome(trx, document, outcome, nowOf(deps)));
  return resultOf((await repository.findDocument(deps.db, tenantId, document.id))!);
}

/**
 * Reads waiting to be done, across all tenants, for the job runner to schedule: those queued, and
 * those left 'reading' for longer than DOCUMENT_READ_TIMEOUT_MINUTES (their process died).
 */
export async function listDocumentsNeedingRead(deps: DocumentsDeps, { limit = 1000 }: { limit?: number } = {}) {
  const startedBefore = new Date(nowOf(deps).getTime() - deps.documents.readTimeoutMs);
  const rows = await repository.listUnfinished(deps.db, startedBefore, limit);
  return rows.map((row) => ({ tenantId: row.tenant_id, documentId: row.id }));
}
