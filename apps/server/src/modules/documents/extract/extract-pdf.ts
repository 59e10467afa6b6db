import type { OcrPool } from './ocr-pool.ts';
import { ocrPage } from './ocr-image.ts';
import { cleanText, type PageText } from './page-text.ts';
import type { PdfReader } from './pdf-thread-client.ts';

/** A page whose text layer holds fewer letters or digits than this is taken for a scan and read by OCR. */
const MIN_TEXT_LAYER_CHARACTERS = 16;

const hasTextLayer = (text: string) =>
  (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TEXT_LAYER_CHARACTERS;

export type PdfDeps = { pdf: PdfReader; ocr: OcrPool; ocrWorkers: number };

/**
 * Text per page from the PDF's text layer (unpdf, which bundles pdf.js, in the reader's thread); a
 * page without one is rendered there and read by OCR. Pages are rendered one after another while the
 * OCR pool reads the ones already rendered, with at most two waiting per worker so memory stays bounded.
 */
export async function extractPdf(deps: PdfDeps, bytes: Buffer): Promise<PageText[]> {
  const pdf = await deps.pdf.open(bytes);
  try {
    const pages: Promise<PageText>[] = [];
    const inFlight = new Set<Promise<PageText>>();
    for (const [index, pageText] of pdf.texts.entries()) {
      const page = index + 1;
      if (hasTextLayer(pageText)) {
        pages.push(
          Promise.resolve({ page, text: cleanText(pageText), method: 'text', ocrConfidence: null }),
        );
        continue;
      }
      while (inFlight.size >= deps.ocrWorkers * 2) await Promise.race(inFlight);
      const reading = ocrPage(deps.ocr, await pdf.render(page), page);
      inFlight.add(reading);
      void reading.finally(() => inFlight.delete(reading)).catch(() => undefined);
      pages.push(reading);
    }
    return await Promise.all(pages);
  } finally {
    pdf.close();
  }
}
