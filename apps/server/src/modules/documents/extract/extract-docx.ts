import mammoth from 'mammoth';
import { cleanText, ReadFailure, type PageText } from './page-text.ts';

const PAGE_BREAK = '\f';
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * mammoth's HTML is a small, regular vocabulary (p, h1-h6, li, table cells, br, and hr where we
 * map Word's page breaks), so its text is the tags turned into line breaks and tabs.
 */
function htmlToText(html: string): string {
  return html
    .replace(/<hr \/>/g, PAGE_BREAK)
    .replace(/<br \/>|<\/(?:p|h[1-6]|li|tr)>/g, '\n')
    .replace(/<\/td>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);
}

/**
 * A .docx has no fixed pages: its "pages" are the text between hard page breaks, so a document
 * without any is one page (docs/product/documents.md). Images are left out.
 */
export async function extractDocx(bytes: Buffer): Promise<PageText[]> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: bytes },
      { styleMap: ["br[type='page'] => hr"], convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = result.value;
  } catch {
    throw new ReadFailure('This Word document is damaged, so it could not be read.');
  }
  return htmlToText(html)
    .split(PAGE_BREAK)
    .map((text, index) => ({ page: index + 1, text: cleanText(text), method: 'text' as const, ocrConfidence: null }));
}
