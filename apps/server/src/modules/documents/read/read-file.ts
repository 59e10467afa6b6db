import type { DocumentKind } from '@plotwise/contracts';
import type { DocumentsContext } from '../documents-context.ts';
import { extractPages } from '../extract/extract-pages.ts';
import { ReadFailure, type PageText } from '../extract/page-text.ts';
import { findFindings, type SourcedDocumentFinding } from '../findings/finding-source.ts';
import { detectKind } from '../kinds/detect-kind.ts';

export type FileRead =
  | { ok: true; kind: DocumentKind; pages: PageText[]; findings: SourcedDocumentFinding[] }
  | { ok: false; reason: string };

export type FileToRead = { filename: string; bytes: Buffer; contentType: string; asOf: Date };

/** Text per page, the document's kind, and what the finding sources found in it; or why it could not be read. */
export async function readFile(context: DocumentsContext, file: FileToRead): Promise<FileRead> {
  try {
    const pages = await extractPages(context, file.bytes, file.contentType);
    const kind = detectKind(file.filename, pages);
    const findings = await findFindings(context.findingSources, { filename: file.filename, kind, pages, asOf: file.asOf });
    return { ok: true, kind, pages, findings };
  } catch (error) {
    if (error instanceof ReadFailure) return { ok: false, reason: error.message };
    throw error;
  }
}
