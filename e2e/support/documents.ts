import { expect } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Api } from './properties.ts';

/** A PDF with a real text layer: each inner list is a page, each string a line on it. */
export async function textPdf(pages: string[][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 11, font }),
    );
  }
  return Buffer.from(await pdf.save());
}

/** A lease whose term (99 years from 1 January 2000) and doubling ground rent are on page 2. */
export const leasePages = [
  [
    'THIS LEASE is made on 1 January 2000 between the Lessor and the Lessee.',
    'Flat 4, 12 Acacia Avenue, Leeds.',
  ],
  [
    '1. The Lessor demises the Flat to the Lessee for a term of 99 years from 1 January 2000.',
    '2. Yielding and paying a ground rent of £250 per annum, doubling every 25 years of the Term.',
  ],
];

/**
 * A scanned plan: pages with drawn lines and no text layer, so the reader renders each page and
 * reads it by OCR, which keeps the documents step busy for a while.
 */
export async function scannedPlan(pageCount: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pageCount; index += 1) {
    const page = pdf.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1) {
      page.drawLine({
        start: { x: 40, y: 60 + line * 18 },
        end: { x: 555 - (line % 7) * 40, y: 60 + line * 18 },
        thickness: 2,
      });
    }
    page.drawRectangle({ x: 60, y: 500, width: 200 + index * 10, height: 150, borderWidth: 3 });
  }
  return Buffer.from(await pdf.save());
}

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** Uploads files to a property, as the property form does after a save. */
export async function uploadFiles(api: Api, propertyId: string, files: Upload[]) {
  const form = new FormData();
  for (const file of files)
    form.append(
      'files',
      new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }),
    );
  const response = await api.request.post(`/api/v1/properties/${propertyId}/upload-files`, {
    headers: api.headers,
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(201);
}
