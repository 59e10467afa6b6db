/** The text of one page (a PDF page, a Word section between page breaks, an image), and how it was got. */
export type PageText = { page: number; text: string; method: 'text' | 'ocr'; ocrConfidence: number | null };

/**
 * Why a file could not be read, in words for the user; stored as the document's status reason.
 * Anything else thrown while reading is a fault of ours, reported with a general reason.
 */
export class ReadFailure extends Error {
  override name = 'ReadFailure';
}

/** Text as stored and searched: no NUL bytes (PostgreSQL refuses them), Windows line ends made plain, no trailing blanks. */
export function cleanText(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
