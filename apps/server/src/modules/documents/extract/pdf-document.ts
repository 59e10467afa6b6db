import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { ReadFailure } from './page-text.ts';

/** What pdf.js does with a PDF, in the thread that reads it (pdf-thread.ts). */
export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** Scans are rendered at about 200 dots per inch (docs/decisions/0061-scanned-pdf-rendering.md), and never past 3000 pixels a side. */
const RENDER_DPI = 200;
const MAX_RENDER_SIDE = 3000;

/** pdf.js takes ownership of the array it is given. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    return await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException')
      throw new ReadFailure('This PDF is protected by a password, so it could not be read.');
    throw new ReadFailure('This PDF is damaged or not a PDF, so it could not be read.');
  }
}

/** The text layer of each page, in order; empty for a page that has none. */
export async function pageTexts(pdf: PdfDocument): Promise<string[]> {
  return (await extractText(pdf, { mergePages: false })).text;
}

/** The page as a PNG, at RENDER_DPI and within MAX_RENDER_SIDE (@napi-rs/canvas draws it). */
export async function renderPage(pdf: PdfDocument, pageNumber: number): Promise<ArrayBuffer> {
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_DPI / 72, MAX_RENDER_SIDE / Math.max(width, height));
  const png = await renderPageAsImage(pdf, pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale,
  });
  page.cleanup();
  return png;
}
