import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sampleZip } from './sample-files.ts';

/**
 * Documents built in the test, never checked in: PDFs with a text layer (pdf-lib's Helvetica),
 * scans and photos of text drawn by @napi-rs/canvas in DejaVu Sans from the dejavu-fonts-ttf
 * package (so no system font is needed), and Word files assembled from their XML.
 */
const fontFile = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf');
GlobalFonts.registerFromPath(fontFile, 'Fixture Sans');

const A4 = { width: 595, height: 842 };

export async function textPdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([A4.width, A4.height]);
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: A4.height - 60 - index * 18, size: 11, font }));
  }
  return Buffer.from(await pdf.save());
}

/** Lines drawn black on white, as a scan or a photo of a page shows them. */
/** How far apart textImage draws lines of text this size, in pixels. */
export const lineHeightFor = (fontSize: number) => Math.round(fontSize * 1.6);

export function textImage(lines: string[], { width = 1240, height = 0, fontSize = 30, format = 'png' as 'png' | 'jpeg' } = {}): Buffer {
  const lineHeight = lineHeightFor(fontSize);
  const canvas = createCanvas(width, Math.max(height, lines.length * lineHeight + 2 * lineHeight));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = `${fontSize}px "Fixture Sans"`;
  lines.forEach((line, index) => context.fillText(line, 80, lineHeight * (index + 1.5)));
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

/** A PDF of scanned A4 pages (150 dpi images of their lines) with no text layer. */
export async function scannedPdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const lines of pages) {
    const image = await pdf.embedPng(textImage(lines, { width: 1240, height: 1754 }));
    pdf.addPage([A4.width, A4.height]).drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height });
  }
  return Buffer.from(await pdf.save());
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (line: string) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`;
const PAGE_BREAK = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';

/** A .docx whose pages are separated by hard page breaks. */
export function docxOf(pages: string[][]): Buffer {
  const body = pages.map((lines) => lines.map(paragraph).join('')).join(PAGE_BREAK);
  return sampleZip(
    {
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    },
    { deflate: true },
  );
}
