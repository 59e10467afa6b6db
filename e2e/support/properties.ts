import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from './accounts.ts';

/** API calls made on the signed-in user's behalf, for test set-up. */
export type Api = { request: APIRequestContext; headers: { authorization: string } };

export async function signedInApi(page: Page): Promise<Api> {
  return { request: page.request, headers: { authorization: `Bearer ${await apiToken(page)}` } };
}

async function post(api: Api, path: string, data?: unknown) {
  const response = await api.request.post(path, { headers: api.headers, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Pays for Pro with the test card and upgrades, so the account may hold more than 5 properties. */
export async function upgradeToPro(api: Api, email: string) {
  const method = await post(api, '/api/v1/payments/payment-methods', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
  });
  const payment = await post(api, '/api/v1/subscription/process-payment', {
    payment_method_id: method.id,
    plan_id: 'pro',
    user_email: email,
  });
  await post(api, '/api/v1/subscription/upgrade', {
    plan_id: 'pro',
    payment_intent_id: payment.payment_intent_id,
  });
}

type NewProperty = { address: string; price: number; property_type?: string; is_owned?: boolean };

/** Creates a property in the account's first project; answers its id. */
export async function createProperty(api: Api, property: NewProperty): Promise<string> {
  const projects = await api.request.get('/api/v1/projects', { headers: api.headers });
  const [first] = (await projects.json()) as Array<{ id: string }>;
  const created = await post(api, '/api/v1/properties', {
    property_type: 'house',
    is_owned: true,
    project: first!.id,
    ...property,
  });
  return created.id as string;
}

function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 2×2 RGB PNG. */
export function makePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const rows = Buffer.from([0, 255, 0, 0, 0, 128, 255, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real one-page PDF with a correct cross-reference table. */
export function makePdf(text = 'Survey report'): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
