import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { textImage } from '../../../test-support/document-fixtures.ts';
import { shortLeaseLines } from '../../../test-support/legal-pack-texts.ts';
import { cutIntoBands, type Band, type GreyImage } from './page-bands.ts';

const A4_AT_150_DPI = { width: 1240, height: 1754 };
const lines = [
  ...shortLeaseLines,
  '3. The Lessee shall pay the service',
  'charge, being 12.5% of the costs.',
  '4. The Lessee shall not underlet',
  'without the prior written consent',
  'Total floor area: 72.5 sq m',
];

async function greyImage(png: Buffer): Promise<GreyImage> {
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

/** Rows holding any pixel short of pure white: stricter than the cutter's idea of ink. */
function rowsWithAnyInk({ pixels, width, height }: GreyImage): number[] {
  return Array.from({ length: height }, (_, row) => row).filter((row) =>
    pixels.subarray(row * width, (row + 1) * width).some((pixel) => pixel < 255),
  );
}

/** Where each line's own ink lies: the page drawn again with only that line on it. */
async function lineRows(
  pageLines: string[],
  options: Parameters<typeof textImage>[1],
): Promise<number[][]> {
  return Promise.all(
    pageLines.map(async (_, index) =>
      rowsWithAnyInk(
        await greyImage(
          textImage(
            pageLines.map((line, other) => (other === index ? line : '')),
            options,
          ),
        ),
      ),
    ),
  );
}

const bandHolding = (bands: Band[], rows: number[]) =>
  bands.findIndex((band) => band.top <= rows[0]! && rows.at(-1)! < band.bottom);

describe('cutting a page into bands at blank rows', () => {
  it('cuts only at blank rows, never through a line, shares the lines evenly and holds all of them', async () => {
    const page = await greyImage(textImage(lines, A4_AT_150_DPI));
    const bands = cutIntoBands(page, 4);

    expect(bands).toHaveLength(4);
    bands.slice(1).forEach((band, index) => expect(band.top).toBe(bands[index]!.bottom));
    const inked = new Set(rowsWithAnyInk(page));
    for (const band of bands.slice(1)) expect(inked.has(band.top)).toBe(false);
    const homes = (await lineRows(lines, A4_AT_150_DPI)).map((rows) => bandHolding(bands, rows));
    expect(homes).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it('leaves out the blank margins but keeps a margin around the text', async () => {
    const page = await greyImage(textImage(lines, A4_AT_150_DPI));
    const inked = rowsWithAnyInk(page);
    const [band] = cutIntoBands(page, 1);

    expect(band!.top).toBeGreaterThan(0);
    expect(band!.top).toBeLessThan(inked[0]! - 4);
    expect(band!.bottom).toBeLessThan(page.height);
    expect(band!.bottom).toBeGreaterThan(inked.at(-1)! + 4);
  });

  it('never parts the dots of i’s or an accent from their line, however tall the gap between them', async () => {
    const options = { width: 1240, fontSize: 200 };
    const tallLines = ['minimum', 'ÉCOLE', 'Ground', 'Rent'];
    const [dotted, accented] = await lineRows(tallLines, options);
    const longestGap = (rows: number[]) =>
      Math.max(...rows.slice(1).map((row, index) => row - rows[index]! - 1));
    // Gaps taller than the 1.5 mm a cut needs (9 rows at this width): only their shortness as runs keeps them whole.
    expect(longestGap(dotted!)).toBeGreaterThanOrEqual(9);
    expect(longestGap(accented!)).toBeGreaterThanOrEqual(9);

    const bands = cutIntoBands(await greyImage(textImage(tallLines, options)), 8);
    expect(bandHolding(bands, dotted!)).not.toBe(-1);
    expect(bandHolding(bands, accented!)).not.toBe(-1);
  });

  it('leaves whole a page with no blank row to cut at, and a blank page', async () => {
    const page = await greyImage(textImage(lines, A4_AT_150_DPI));
    // A dark scanner edge down the left side puts ink in every row.
    for (let row = 0; row < page.height; row += 1)
      page.pixels.fill(0, row * page.width, row * page.width + 3);
    expect(cutIntoBands(page, 4)).toEqual([{ top: 0, bottom: page.height }]);

    const blank = await greyImage(textImage([], A4_AT_150_DPI));
    expect(cutIntoBands(blank, 4)).toEqual([{ top: 0, bottom: blank.height }]);
  });
});
