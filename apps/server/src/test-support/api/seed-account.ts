import type { FastifyInstance } from 'fastify';
import { bearer, signUpWithTenant, tenantIdOf, uniqueEmail, type TestAccount } from '../accounts.ts';
import { createProperty, multipart } from '../property-fixtures.ts';
import { samplePdf, samplePng } from '../sample-files.ts';
import { listApiOperations, urlOf } from './api-operations.ts';
import { addOwnedId, isUuidText, ownPathValues, resourceOfPathParameter, singular, type OwnedIds } from './owned-ids.ts';

/** An account with something of every kind, the ids it owns and a word that appears only in its data. */
export type SeededAccount = { account: TestAccount; tenantId: string; ids: OwnedIds; secret: string };

const FILE_LINK = /\/api\/v1\/files\/([0-9a-f-]{36})/gi;

/** The resource a GET lists or shows: its last literal segment's, or the one its last parameter names. */
function resourceAnswered(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const last = segments.at(-1)!;
  const parameter = /^\{(\w+)\}$/.exec(last);
  return parameter ? resourceOfPathParameter(path, parameter[1]!) : singular(last);
}

/** Ids in an answer: its own `id` (or its items'), and every stored file its links point to. */
function collectIds(ids: OwnedIds, resource: string, body: unknown) {
  for (const item of [body].flat()) {
    const id = (item as { id?: unknown } | null)?.id;
    if (isUuidText(id)) addOwnedId(ids, resource, id);
  }
  for (const [, fileId] of JSON.stringify(body).matchAll(FILE_LINK)) addOwnedId(ids, 'file', fileId!.toLowerCase());
}

/**
 * Reads every GET the account can fill with ids it already knows, twice over, and keeps the ids the
 * answers name. A new kind of resource that a GET lists is picked up without changing this file.
 */
async function harvestIds(app: FastifyInstance, account: TestAccount, ids: OwnedIds) {
  const reads = listApiOperations(app).filter((operation) => operation.method === 'GET');
  for (let pass = 0; pass < 2; pass += 1) {
    for (const operation of reads) {
      const path = ownPathValues(operation, ids);
      if (!path) continue;
      const response = await app.inject({ method: 'GET', url: urlOf(operation, { path, query: {} }), headers: bearer(account) });
      if (response.statusCode === 200 && String(response.headers['content-type']).includes('json')) collectIds(ids, resourceAnswered(operation.path), response.json());
    }
  }
}

async function expectStatus(response: Promise<{ statusCode: number; body: string }>, status: number, what: string) {
  const { statusCode, body } = await response;
  if (statusCode !== status) throw new Error(`seeding ${what}: ${statusCode} ${body}`);
}

/** A Free account with a project, a property in it with an uploaded photo (tagged) and PDF, a custom prompt and a profile. */
export async function seedAccount(app: FastifyInstance, label: string): Promise<SeededAccount> {
  const secret = `${label}-secret-${Math.random().toString(36).slice(2, 10)}`;
  const account = await signUpWithTenant(app, uniqueEmail(label));
  const headers = bearer(account);
  const ids: OwnedIds = new Map();
  const project = await app.inject({ method: 'POST', url: '/api/v1/projects', headers, payload: { name: `${secret} project` } });
  addOwnedId(ids, 'project', project.json<{ id: string }>().id);
  const property = await createProperty(app, account, { project: project.json<{ id: string }>().id, description: `${secret} description` });
  addOwnedId(ids, 'property', property.id);
  const form = multipart([{ name: 'front.png', content: samplePng() }, { name: 'survey.pdf', content: samplePdf() }]);
  await expectStatus(app.inject({ method: 'POST', url: `/api/v1/properties/${property.id}/upload-files`, headers: { ...headers, ...form.headers }, payload: form.payload }), 201, 'an upload');
  await harvestIds(app, account, ids);
  await expectStatus(app.inject({ method: 'PATCH', url: `/api/v1/properties/${property.id}/images/${ids.get('image')!.at(-1)}`, headers, payload: { room: 'kitchen' } }), 200, 'an image tag');
  await expectStatus(app.inject({ method: 'POST', url: '/api/v1/prompts', headers, payload: { legal: { risk_assessment: `${secret} prompt` } } }), 200, 'a prompt');
  await expectStatus(app.inject({ method: 'PUT', url: '/api/v1/profile', headers, payload: { bio: `${secret} bio` } }), 200, 'a profile');
  return { account, tenantId: await tenantIdOf(app, account), ids, secret };
}
