import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionHeaders, signUpWithTenant, uniqueEmail, type TestAccount } from '../test-support/accounts.ts';
import { createProperty } from '../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../test-support/test-app.ts';
import { MISSING_BOUNDARY } from './input-guard.ts';

const NUL = '\u0000';
const nulIn = (field: string) => ({
  detail: `${field} contains a NUL character (\\u0000), which is not accepted`,
  code: 'VALIDATION_FAILED',
  errors: [{ field, message: `${field} contains a NUL character (\\u0000), which is not accepted` }],
});

describe.each(databaseKinds)('input the database cannot hold answers 400 on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  let propertyId: string;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    account = await signUpWithTenant(app);
    propertyId = (await createProperty(app, account)).id;
  });
  afterAll(() => app.close());

  const json = (method: 'POST' | 'PUT', url: string, payload: string, headers: Record<string, string> = bearer(account)) =>
    app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });

  it('names a body field holding a NUL character and stores nothing', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/projects', headers: bearer(account), payload: { name: `Flat${NUL}s` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(nulIn('name'));
    const projects = await app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(account) });
    expect(projects.json().map((project: { name: string }) => project.name)).not.toContain(`Flat${NUL}s`);
  });

  it('names a body field holding half of a surrogate pair and stores nothing', async () => {
    // JSON may escape one (fast-check's fuzz found the payment intent id); it has no UTF-8 form for the database.
    const response = await json('POST', '/api/v1/projects', '{"name":"Flat \\udc00"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'name contains half of a surrogate pair (\\ud800-\\udfff), which is not accepted',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'name', message: 'name contains half of a surrogate pair (\\ud800-\\udfff), which is not accepted' }],
    });
    const projects = await app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(account) });
    expect(projects.json().map((project: { name: string }) => project.name)).not.toContain('Flat \udc00');
  });

  it('names a query value, a nested field and a path segment holding one', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/v1/properties?city=Leeds%00', headers: bearer(account) });
    expect(query.json()).toEqual(nulIn('city'));
    const nested = await app.inject({ method: 'POST', url: '/api/v1/prompts', headers: bearer(account), payload: { legal: { main: `x${NUL}` } } });
    expect(nested.json()).toEqual(nulIn('legal.main'));
    const path = await app.inject({ method: 'GET', url: `/api/v1/properties/${propertyId}%00`, headers: bearer(account) });
    expect(path.json()).toEqual(nulIn('id'));
  });

  it('answers the same on identity routes, before better-auth reads the database', async () => {
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: `a${NUL}@example.co.uk`, password: 'whatever1' } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toEqual(nulIn('email'));
    const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: uniqueEmail(), password: 'correct-horse', name: `A${NUL}` } });
    expect(signUp.json()).toEqual(nulIn('name'));
  });

  it('refuses a number JSON cannot hold, naming the field', async () => {
    const response = await json('POST', '/api/v1/tools/transaction-tax', '{"price":1e309,"postcode":"LS6 2AB"}');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'price', message: 'price is too large a number' }]);
  });

  it('refuses JSON nested thousands deep on identity and API routes alike', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const auth = await json('POST', '/api/auth/sign-in/email', `{"email":${deep},"password":"whatever1"}`, {});
    expect(auth.statusCode).toBe(400);
    expect(auth.json().detail).toBe('email is nested more than 32 levels deep');
    const api = await json('PUT', '/api/v1/profile', `{"bio":${deep}}`);
    expect(api.json().detail).toBe('bio is nested more than 32 levels deep');
  });

  it('refuses a multipart body with no boundary or an empty one on both upload routes', async () => {
    for (const url of ['/api/v1/upload-files', `/api/v1/properties/${propertyId}/upload-files`]) {
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=""']) {
        const response = await app.inject({ method: 'POST', url, headers: { ...bearer(account), 'content-type': contentType }, payload: 'files' });
        expect(response.statusCode, `${url} ${contentType}`).toBe(400);
        expect(response.json()).toEqual({ detail: MISSING_BOUNDARY, code: 'VALIDATION_FAILED' });
      }
    }
  });
});

describe.each(databaseKinds)('update-user on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    account = await signUpWithTenant(app);
  });
  afterAll(() => app.close());

  const updateUser = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...sessionHeaders(account), 'content-type': 'application/json' },
      payload,
    });
  const storedName = async () =>
    (await app.db.selectFrom('user').select('name').where('id', '=', account.userId).executeTakeFirstOrThrow()).name;

  it('answers 400 naming the field for a name that is null, too large a number or not text, and keeps the name', async () => {
    const before = await storedName();
    for (const [payload, message] of [
      ['{"name":null}', 'name must be text'],
      ['{"name":1e309}', 'name is too large a number'],
      ['{"name":{"first":"Ada"}}', 'name must be text'],
      ['{"image":5}', 'image must be a link (URL) or null'],
    ] as const) {
      const response = await updateUser(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await storedName()).toBe(before);
  });

  it('still renames the user', async () => {
    expect((await updateUser('{"name":"Ada Lovelace"}')).statusCode).toBe(200);
    expect(await storedName()).toBe('Ada Lovelace');
  });
});
