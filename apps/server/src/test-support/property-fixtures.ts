import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Property } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, signUp, uniqueEmail, type TestAccount } from './accounts.ts';

/** A data folder of its own, so each app's stored files can be inspected alone. */
export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'plotwise-test-'));

/** A form payload as the web sends it, with every field filled. */
export function propertyForm(overrides: Record<string, unknown> = {}) {
  return {
    address: '10 Downing Street, London, SW1A 2AA',
    price: 350000,
    property_type: 'terraced',
    tenure: 'leasehold',
    bedrooms: 3,
    description: 'Grade I listed, close to the park.',
    energy_rating: 'C',
    url: 'https://example.co.uk/listing/10',
    features: ['Garden', 'Cellar'],
    council_tax_band: 'H',
    project: 'General',
    is_owned: true,
    tags: ['central', 'period'],
    image_urls: ['https://example.co.uk/front.jpg'],
    document_urls: ['https://example.co.uk/epc.pdf'],
    ...overrides,
  };
}

export async function createProperty(app: FastifyInstance, account: TestAccount, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/v1/properties', headers: bearer(account), payload: propertyForm(overrides) });
  if (response.statusCode !== 201) throw new Error(`create property failed: ${response.statusCode} ${response.body}`);
  return response.json<Property>();
}

/** A Pro account made the way a visitor makes one: test card, payment, then tenant setup. */
export async function signUpWithProTenant(app: FastifyInstance): Promise<TestAccount> {
  const email = uniqueEmail('pro');
  const method = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/payment-methods',
    payload: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
  });
  const payment = await app.inject({
    method: 'POST',
    url: '/api/v1/subscription/process-payment',
    payload: { payment_method_id: method.json<{ id: string }>().id, plan_id: 'pro', user_email: email },
  });
  const account = await signUp(app, email);
  const setup = await app.inject({
    method: 'POST',
    url: '/api/v1/tenant/setup',
    headers: bearer(account),
    payload: { email, name: 'Pro investor', plan: 'pro', payment_intent_id: payment.json<{ payment_intent_id: string }>().payment_intent_id },
  });
  if (setup.statusCode !== 201) throw new Error(`pro setup failed: ${setup.statusCode} ${setup.body}`);
  return account;
}

export type UploadFile = { name: string; content: Buffer; contentType?: string };

/** A multipart/form-data body, as a browser's FormData sends it: fields first unless asked otherwise. */
export function multipart(files: UploadFile[], fields: Record<string, string> = {}, order: 'fields-first' | 'files-first' = 'fields-first') {
  const boundary = `----plotwise${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  const parts = order === 'fields-first' ? [...fieldParts, ...fileParts] : [...fileParts, ...fieldParts];
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
