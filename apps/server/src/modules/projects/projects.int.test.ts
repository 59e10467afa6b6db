import { PROJECT_MESSAGES, type Project } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('projects on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    account = await signUpWithTenant(app);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = account) =>
    app.inject({ method, url, payload, headers: bearer(who) });
  const create = async (payload: object) => {
    const response = await call('POST', '/api/v1/projects', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Project>();
  };

  it('starts with the General project and lists with any query flag', async () => {
    const response = await call('GET', '/api/v1/projects?include_counts=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ name: 'General', color: '#3B82F6', status: 'active', description: null, property_count: 0 }),
    ]);
  });

  it('creates with defaults, reads, updates every field and deletes', async () => {
    const created = await create({ name: '  Leeds flats  ', description: 'Buy-to-let' });
    expect(created).toMatchObject({ name: 'Leeds flats', description: 'Buy-to-let', color: '#3B82F6', status: 'active', property_count: 0 });
    expect((await call('GET', `/api/v1/projects/${created.id}`)).json()).toEqual(created);

    const updated = await call('PUT', `/api/v1/projects/${created.id}`, { name: 'Leeds portfolio', description: '', color: '#10b981', status: 'completed' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Leeds portfolio', description: null, color: '#10B981', status: 'completed' });
    for (const status of ['inactive', 'active', 'completed']) {
      expect((await call('PUT', `/api/v1/projects/${created.id}`, { status })).json().status).toBe(status);
    }

    expect((await call('DELETE', `/api/v1/projects/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/projects/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a blank name, a bad colour and an unknown status with field messages', async () => {
    for (const [payload, field, message] of [
      [{ name: '   ' }, 'name', PROJECT_MESSAGES.nameRequired],
      [{}, 'name', PROJECT_MESSAGES.nameRequired],
      [{ name: 'Colour', color: 'blue' }, 'color', PROJECT_MESSAGES.invalidColor],
      [{ name: 'Status', status: 'archived' }, 'status', PROJECT_MESSAGES.invalidStatus],
    ] as const) {
      const response = await call('POST', '/api/v1/projects', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field, message }] });
    }
  });

  it('keeps names unique per tenant, ignoring case', async () => {
    await create({ name: 'Manchester' });
    const duplicate = await call('POST', '/api/v1/projects', { name: 'manchester' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe(PROJECT_MESSAGES.duplicateName);
    const other = await create({ name: 'Salford' });
    const rename = await call('PUT', `/api/v1/projects/${other.id}`, { name: 'MANCHESTER' });
    expect(rename.statusCode).toBe(409);
    const elsewhere = await signUpWithTenant(app);
    expect((await call('POST', '/api/v1/projects', { name: 'Manchester' }, elsewhere)).statusCode).toBe(201);
  });

  it('counts properties and refuses to delete a project that has any', async () => {
    const project = await create({ name: 'Bristol' });
    await createProperty(app, account, { project: project.id });
    await createProperty(app, account, { project: 'bristol' });
    expect((await call('GET', `/api/v1/projects/${project.id}`)).json().property_count).toBe(2);
    const list = (await call('GET', '/api/v1/projects')).json<Project[]>();
    expect(list.find((item) => item.id === project.id)?.property_count).toBe(2);

    const refused = await call('DELETE', `/api/v1/projects/${project.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: PROJECT_MESSAGES.hasProperties, code: 'CONFLICT' });
    expect((await call('GET', `/api/v1/projects/${project.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's project and for malformed ids on every endpoint", async () => {
    const theirs = await signUpWithTenant(app);
    const [general] = (await call('GET', '/api/v1/projects', undefined, theirs)).json<Project[]>();
    for (const id of [general!.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await call('GET', `/api/v1/projects/${id}`)).statusCode, id).toBe(404);
      expect((await call('PUT', `/api/v1/projects/${id}`, { name: 'Taken over' })).statusCode, id).toBe(404);
      expect((await call('DELETE', `/api/v1/projects/${id}`)).statusCode, id).toBe(404);
    }
    expect((await call('GET', `/api/v1/projects/${general!.id}`, undefined, theirs)).json().name).toBe('General');
  });

  it('needs a signed-in caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/projects' })).statusCode).toBe(401);
  });
});
