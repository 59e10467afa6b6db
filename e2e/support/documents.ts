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

/** A 150-page management pack: enough text that reading it takes the documents step a moment. */
export const longPack = Array.from({ length: 150 }, (_, index) => [
  `Management pack, page ${index + 1} of 150.`,
  'The service charge budget for the year is set out in the schedule below.',
  'The managing agent inspects the common parts monthly and reports to the residents.',
]);

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
