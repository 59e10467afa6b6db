import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { OcrPool } from './ocr-pool.ts';
import { ocrPage } from './ocr-image.ts';
import { cleanText, ReadFailure, type PageText } from './page-text.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** A page whose text layer holds fewer letters or digits than this is taken for a scan and read by OCR. */
const MIN_TEXT_LAYER_CHARACTERS = 16;
/** Scans are rendered at about 200 dots per inch (docs/decisions/0061-scanned-pdf-rendering.md), and never past 3000 pixels a side. */
const RENDER_DPI = 200;
const MAX_RENDER_SIDE = 3000;

const hasTextLayer = (text: string) => (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TEXT_LAYER_CHARACTERS;

async function openPdf(bytes: Buffer): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of the array it is given, so it gets a copy.
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') throw new ReadFailure('This PDF is protected by a password, so it could not be read.');
    throw new ReadFailure('This PDF is damaged or not a PDF, so it could not be read.');
  }
}

/** The page as a PNG, at RENDER_DPI and within MAX_RENDER_SIDE (@napi-rs/canvas draws it). */
async function renderPage(pdf: PdfDocument, pageNumber: number): Promise<Buffer> {
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_DPI / 72, MAX_RENDER_SIDE / Math.max(width, height));
  const png = await renderPageAsImage(pdf, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale });
  page.cleanup();
  return Buffer.from(png);
}

/**
 * Text per page from the PDF's text layer (unpdf, which bundles pdf.js); a page without one is
 * rendered and read by OCR. Pages are rendered one after another while the OCR pool reads the
 * ones already rendered, with at most two waiting per worker so memory stays bounded.
 */
export async function extractPdf(bytes: Buffer, ocr: OcrPool, ocrWorkers: number): Promise<PageText[]> {
  const pdf = await openPdf(bytes);
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    const pages: Promise<PageText>[] = [];
    const inFlight = new Set<Promise<PageText>>();
    for (const [index, pageText] of text.entries()) {
      const page = index + 1;
      if (hasTextLayer(pageText)) {
        pages.push(Promise.resolve({ page, text: cleanText(pageText), method: 'text', ocrConfidence: null }));
        continue;
      }
      while (inFlight.size >= ocrWorkers * 2) await Promise.race(inFlight);
      const reading = ocrPage(ocr, await renderPage(pdf, page), page);
      inFlight.add(reading);
      void reading.finally(() => inFlight.delete(reading)).catch(() => undefined);
      pages.push(reading);
    }
    return await Promise.all(pages);
  } finally {
    await pdf.destroy();
  }
}
