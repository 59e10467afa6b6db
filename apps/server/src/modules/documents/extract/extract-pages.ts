import type { OcrPool } from './ocr-pool.ts';
import { extractDoc } from './extract-doc.ts';
import { extractDocx } from './extract-docx.ts';
import { extractPdf } from './extract-pdf.ts';
import { ocrPage } from './ocr-image.ts';
import { ReadFailure, type PageText } from './page-text.ts';

export type ExtractDeps = { ocr: OcrPool; ocrWorkers: number };

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The text per page of one file (not a zip), chosen by its content type as detected on upload. */
export async function extractPages(deps: ExtractDeps, bytes: Buffer, contentType: string): Promise<PageText[]> {
  if (contentType === 'application/pdf') return extractPdf(bytes, deps.ocr, deps.ocrWorkers);
  if (contentType === DOCX) return extractDocx(bytes);
  if (contentType === 'application/msword') return extractDoc(bytes);
  if (contentType.startsWith('image/')) return [await ocrPage(deps.ocr, bytes, 1, contentType)];
  throw new ReadFailure('Files of this type are not read.');
}
