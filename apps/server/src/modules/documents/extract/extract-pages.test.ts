import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { docxOf, scannedPdf, textImage, textPdf } from '../../../test-support/document-fixtures.ts';
import { extractPages } from './extract-pages.ts';
import { createOcrPool } from './ocr-pool.ts';
import { createPdfReader } from './pdf-thread-client.ts';
import { ReadFailure } from './page-text.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const deps = { pdf: createPdfReader(), ocr: createOcrPool({ size: 2 }), ocrWorkers: 2 };
afterAll(() => Promise.all([deps.pdf.close(), deps.ocr.close()]));

describe('extracting text per page', () => {
  it('reads a text PDF page by page from its text layer, without OCR', async () => {
    const pdf = await textPdf([['Ground rent of £250 per annum.'], ['The Lessee shall not underlet.', 'Second line.']]);
    expect(await extractPages(deps, pdf, 'application/pdf')).toEqual([
      { page: 1, text: 'Ground rent of £250 per annum.', method: 'text', ocrConfidence: null },
      { page: 2, text: 'The Lessee shall not underlet.\nSecond line.', method: 'text', ocrConfidence: null },
    ]);
  });

  it('reads a scanned PDF by OCR, and only the pages without a text layer', async () => {
    const scan = await PDFDocument.load(await scannedPdf([['Total floor area: 72.5 sq m (780 sq ft)']]));
    const mixed = await PDFDocument.load(await textPdf([['This page has its own text layer.']]));
    const [scannedPage] = await mixed.copyPages(scan, [0]);
    mixed.addPage(scannedPage);
    const pages = await extractPages(deps, Buffer.from(await mixed.save()), 'application/pdf');
    expect(pages.map((page) => page.method)).toEqual(['text', 'ocr']);
    expect(pages[1]!.text).toBe('Total floor area: 72.5 sq m (780 sq ft)');
    expect(pages[1]!.ocrConfidence).toBeGreaterThan(80);
  });

  it('reads a .docx with a page per hard page break', async () => {
    const pages = await extractPages(deps, docxOf([['THIS LEASE is made', 'between A & B'], ['Second page']]), DOCX);
    expect(pages.map((page) => [page.page, page.text])).toEqual([
      [1, 'THIS LEASE is made\nbetween A & B'],
      [2, 'Second page'],
    ]);
  });

  it('reads the text in PNG and JPEG images by OCR', async () => {
    const lines = ['GROSS INTERNAL AREA', 'Japanese knotweed: none'];
    for (const format of ['png', 'jpeg'] as const) {
      const [page] = await extractPages(deps, textImage(lines, { format }), `image/${format}`);
      expect(page).toMatchObject({ page: 1, method: 'ocr', text: lines.join('\n') });
    }
  });

  it('gives a reason in words for files it cannot read', async () => {
    await expect(extractPages(deps, Buffer.from('%PDF-1.4 but nothing else'), 'application/pdf')).rejects.toThrow(
      new ReadFailure('This PDF is damaged or not a PDF, so it could not be read.'),
    );
    await expect(extractPages(deps, Buffer.from('PK\u0003\u0004 broken'), DOCX)).rejects.toThrow(ReadFailure);
  });
});
