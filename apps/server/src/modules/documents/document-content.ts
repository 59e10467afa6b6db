import type { DocumentKind } from '@plotwise/contracts';

export type ContentDocument = { filename: string; kind: DocumentKind; pages: { page: number; text: string }[] };

/** A language model's context is finite: past this the rest is left out, and the text says so. */
export const DEFAULT_MAX_CONTENT_CHARACTERS = 100_000;

const kindLabel = (kind: DocumentKind) => kind.replace(/_/g, ' ');

/**
 * `{document_content}` for an AI prompt: each read document under a heading with its name and kind,
 * each page under its number, so a model can cite document and page as our own findings do.
 */
export function buildDocumentContent(documents: ContentDocument[], maxCharacters = DEFAULT_MAX_CONTENT_CHARACTERS): string {
  const sections: string[] = [];
  let length = 0;
  for (const [index, document] of documents.entries()) {
    const heading = `=== Document ${index + 1}: ${document.filename} (${kindLabel(document.kind)}, ${document.pages.length} page${document.pages.length === 1 ? '' : 's'}) ===`;
    for (const [pageIndex, page] of document.pages.entries()) {
      const section = `${pageIndex === 0 ? `${heading}\n` : ''}--- Page ${page.page} ---\n${page.text}\n`;
      if (length + section.length > maxCharacters) {
        sections.push(`[The rest was left out: the documents' text is longer than ${maxCharacters.toLocaleString('en-GB')} characters.]`);
        return sections.join('\n');
      }
      sections.push(section);
      length += section.length;
    }
  }
  return sections.join('\n');
}
