import WordExtractor from 'word-extractor';
import { cleanText, ReadFailure, type PageText } from './page-text.ts';

/** A Word 97-2003 .doc, read by word-extractor. Its page breaks are not kept, so the text is one page (docs/product/documents.md). */
export async function extractDoc(bytes: Buffer): Promise<PageText[]> {
  try {
    const document = await new WordExtractor().extract(bytes);
    return [{ page: 1, text: cleanText(document.getBody()), method: 'text', ocrConfidence: null }];
  } catch {
    throw new ReadFailure('This Word document is damaged, so it could not be read.');
  }
}
