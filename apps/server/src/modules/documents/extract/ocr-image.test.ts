import { afterAll, describe, expect, it } from 'vitest';
import { textImage } from '../../../test-support/document-fixtures.ts';
import { shortLeaseLines } from '../../../test-support/legal-pack-texts.ts';
import { ocrPage } from './ocr-image.ts';
import { createOcrPool, type OcrPool } from './ocr-pool.ts';

const lines = [...shortLeaseLines, 'Total floor area: 72.5 sq m'];
const page = textImage(lines, { width: 1240, height: 1754 });

const pool = createOcrPool({ size: 2 });
const oneWorker = createOcrPool({ size: 1 });
afterAll(() => Promise.all([pool.close(), oneWorker.close()]));

/** A page's lines: tesseract's blank lines between paragraphs left out (a band's edge may drop one, docs/decisions/0066-ocr-in-bands.md). */
const linesOf = (text: string) => text.split(/\n+/);

/** The pool, noting each image it is given. */
function noting(images: Buffer[]): OcrPool {
  return { ...pool, recognize: (image) => (images.push(image), pool.recognize(image)) };
}

describe('reading a page by OCR in bands', () => {
  it('reads a page in a band per idle worker to the same text as read whole', async () => {
    const images: Buffer[] = [];
    const split = await ocrPage(noting(images), page, 1);
    const whole = await ocrPage(oneWorker, page, 1);

    expect(images).toHaveLength(2);
    expect(linesOf(split.text)).toEqual(linesOf(whole.text));
    expect(linesOf(split.text)).toEqual(lines);
    expect(split.ocrConfidence).toBeGreaterThan(80);
    expect(Math.abs(split.ocrConfidence! - whole.ocrConfidence!)).toBeLessThan(2);
  });

  it('reads a page whole while the other workers are busy', async () => {
    const busy = pool.recognize(page);
    const images: Buffer[] = [];
    const read = await ocrPage(noting(images), page, 1);
    await busy;

    expect(images).toHaveLength(1);
    expect(linesOf(read.text)).toEqual(lines);
  });
});
