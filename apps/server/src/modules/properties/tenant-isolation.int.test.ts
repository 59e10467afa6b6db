import { rmSync } from 'node:fs';
import type { Project, Property, UploadResult } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, freshDataDir, multipart, propertyForm } from '../../test-support/property-fixtures.ts';
import { samplePng } from '../../test-support/sample-files.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe.each(databaseKinds)('tenant isolation on %s', (kind) => {
  let app: FastifyInstance;
  let owner: TestAccount;
  let intruder: TestAccount;
  let property: Property;
  let project: Project;
  let fileId: string;
  let imageId: string;
  const dataDir = freshDataDir();
  beforeAll(async () => {
    app = await buildTestApp(kind, { DATA_DIR: dataDir, WORKFLOW_WORKER_ENABLED: 'false' });
    owner = await signUpWithTenant(app);
    intruder = await signUpWithTenant(app);
    project = (await app.inject({ method: 'POST', url: '/api/v1/projects', headers: bearer(owner), payload: { name: 'Private' } })).json();
    property = await createProperty(app, owner, { project: project.id });
    const body = multipart([{ name: 'front.png', content: samplePng() }]);
    const uploaded = await app.inject({ method: 'POST', url: `/api/v1/properties/${property.id}/upload-files`, headers: { ...bearer(owner), ...body.headers }, payload: body.payload });
    const [image] = uploaded.json<UploadResult>().images;
    fileId = new URL(image!.public_url, 'http://x').pathname.split('/').pop()!;
    imageId = image!.id;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every endpoint that names a property, project or file, with the id in its place. */
  const endpoints = (ids: { property: string; project: string; file: string; image: string }): [Method, string, object | undefined][] => [
    ['GET', `/api/v1/properties/${ids.property}`, undefined],
    ['GET', `/api/v1/properties/${ids.property}?fields=price`, undefined],
    ['PUT', `/api/v1/properties/${ids.property}`, propertyForm()],
    ['DELETE', `/api/v1/properties/${ids.property}`, undefined],
    ['POST', `/api/v1/properties/${ids.property}/refresh-market-data`, undefined],
    ['POST', `/api/v1/properties/${ids.property}/retrigger-workflow`, undefined],
    ['GET', `/api/v1/properties/${ids.property}/workflow-status`, undefined],
    ['GET', `/api/v1/properties/${ids.property}/market-data`, undefined],
    ['POST', `/api/v1/properties/${ids.property}/upload-files`, undefined],
    ['POST', '/api/v1/upload-files', { property_id: ids.property }],
    ['GET', `/api/v1/projects/${ids.project}`, undefined],
    ['PUT', `/api/v1/projects/${ids.project}`, { name: 'Mine now' }],
    ['DELETE', `/api/v1/projects/${ids.project}`, undefined],
    ['GET', `/api/v1/files/${ids.file}`, undefined],
    ['GET', `/api/v1/files/${ids.file}/thumbnail`, undefined],
    ['GET', `/api/v1/properties/${ids.property}/documents`, undefined],
    ['GET', `/api/v1/properties/${ids.property}/documents/search?q=lease`, undefined],
    ['GET', `/api/v1/properties/${ids.property}/images`, undefined],
    ['PATCH', `/api/v1/properties/${ids.property}/images/${ids.image}`, { room: 'kitchen' }],
  ];

  async function send(who: TestAccount, method: Method, url: string, payload: object | undefined) {
    if (url.endsWith('upload-files')) {
      const fields = (payload ?? {}) as Record<string, string>;
      const body = multipart([{ name: 'x.png', content: samplePng() }], fields);
      return app.inject({ method, url, headers: { ...bearer(who), ...body.headers }, payload: body.payload });
    }
    return app.inject({ method, url, headers: bearer(who), payload });
  }

  it("answers 404 to another tenant's property, project and file ids on every endpoint", async () => {
    for (const [method, url, payload] of endpoints({ property: property.id, project: project.id, file: fileId, image: imageId })) {
      const response = await send(intruder, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const creating = await app.inject({ method: 'POST', url: '/api/v1/properties', headers: bearer(intruder), payload: propertyForm({ project: project.id }) });
    expect(creating.statusCode).toBe(404);
    const lists = await Promise.all(['/api/v1/properties', `/api/v1/properties?project=${project.id}`].map((url) => send(intruder, 'GET', url, undefined)));
    expect(lists.map((response) => response.json())).toEqual([[], []]);
    expect((await send(intruder, 'GET', '/api/v1/properties/summary', undefined)).json()).toEqual({ properties: [], total: 0 });
  });

  it('answers 404 for malformed and unknown ids, never 500', async () => {
    for (const id of ['not-a-uuid', '1', "x'; drop table properties; --", '00000000-0000-4000-8000-000000000000']) {
      const encoded = encodeURIComponent(id);
      for (const [method, url, payload] of endpoints({ property: encoded, project: encoded, file: encoded, image: encoded })) {
        const response = await send(owner, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it("leaves the owner's data untouched", async () => {
    const mine = await app.inject({ method: 'GET', url: `/api/v1/properties/${property.id}`, headers: bearer(owner) });
    expect(mine.json()).toMatchObject({ id: property.id, project: project.id, workflow_status: 'processing', images: [{ public_url: 'https://example.co.uk/front.jpg' }, { filename: 'front.png' }] });
    expect((await app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: bearer(owner) })).statusCode).toBe(200);
  });
});
