import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { scannedPdf, textPdf } from '../../../test-support/document-fixtures.ts';
import { ReadFailure } from './page-text.ts';
import { createPdfReader } from './pdf-thread-client.ts';

describe('the PDF reader’s thread', () => {
  const reader = createPdfReader({ idleMs: 50 });
  afterAll(() => reader.close());

  it('holds several PDFs open at once, each with its own pages, and draws a page at 200 dpi', async () => {
    const [lease, scan] = await Promise.all([
      textPdf([['Lease of 12 Park Road'], ['Ground rent of £250 per annum.']]).then((pdf) =>
        reader.open(pdf),
      ),
      scannedPdf([['Total floor area: 72.5 sq m']]).then((pdf) => reader.open(pdf)),
    ]);
    try {
      expect(lease.texts.map((text) => text.trim())).toEqual([
        'Lease of 12 Park Road',
        'Ground rent of £250 per annum.',
      ]);
      expect(scan.texts.map((text) => text.trim())).toEqual(['']);
      // A4 is 595 x 842 points: at 200 dpi, 1652.8 x 2338.9 pixels, drawn as whole pixels.
      expect(await sharp(await scan.render(1)).metadata()).toMatchObject({
        format: 'png',
        width: 1652,
        height: 2338,
      });
    } finally {
      lease.close();
      scan.close();
    }
  });

  it('reads on after a PDF it could not open, and after standing idle', async () => {
    await expect(reader.open(Buffer.from('%PDF-1.4 but nothing else'))).rejects.toThrow(
      new ReadFailure('This PDF is damaged or not a PDF, so it could not be read.'),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await reader.open(await textPdf([['Read after a rest']]));
    again.close();
    expect(again.texts.map((text) => text.trim())).toEqual(['Read after a rest']);
  });
});
