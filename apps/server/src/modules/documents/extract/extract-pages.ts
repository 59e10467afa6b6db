import type { PdfDeps } from './extract-pdf.ts';
import { ReadFailure, type PageText } from './page-text.ts';

export type ExtractDeps = PdfDeps;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The text per page of one file (not a zip), chosen by its content type as detected on upload. Each
 * reader and its library is loaded with the first file of its kind, not at start (docs/decisions/0091-cold-start.md).
 */
export async function extractPages(deps: ExtractDeps, bytes: Buffer, contentType: string): Promise<PageText[]> {
  if (contentType === 'application/pdf') return (await import('./extract-pdf.ts')).extractPdf(deps, bytes);
  if (contentType === DOCX) return (await import('./extract-docx.ts')).extractDocx(bytes);
  if (contentType === 'application/msword') return (await import('./extract-doc.ts')).extractDoc(bytes);
  if (contentType.startsWith('image/')) return [await (await import('./ocr-image.ts')).ocrPage(deps.ocr, bytes, 1, contentType)];
  throw new ReadFailure('Files of this type are not read.');
}
