import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { UploadResult } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, tenantIdOf, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, freshDataDir, multipart, propertyForm } from '../../test-support/property-fixtures.ts';
import { samplePdf, samplePng } from '../../test-support/sample-files.ts';
import { storedPaths } from '../../test-support/stored-paths.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { createFilesContext } from './files-context.ts';
import { reserveStorageKeys, sweepStorage, type FilesContext } from './files.service.ts';

describe.each(databaseKinds)('storage sweep on %s', (kind) => {
  let app: FastifyInstance;
  let dataDir: string;
  let files: FilesContext;
  let account: TestAccount;
  let tenantId: string;
  beforeAll(async () => {
    dataDir = freshDataDir();
    app = await buildTestApp(kind, { DATA_DIR: dataDir });
    files = await createFilesContext(app.config, app.runId);
    account = await signUpWithTenant(app);
    tenantId = await tenantIdOf(app, account);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pendingKeys = async () => (await app.db.selectFrom('pending_files').select('storage_key').execute()).map((row) => row.storage_key);
  const upload = async (propertyId: string) => {
    const body = multipart([{ name: 'front.png', content: samplePng() }, { name: 'survey.pdf', content: samplePdf() }]);
    const response = await app.inject({ method: 'POST', url: `/api/v1/properties/${propertyId}/upload-files`, headers: { ...bearer(account), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<UploadResult>();
  };

  it('leaves no pending key behind after uploads, removals and deletes', async () => {
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    const result = await upload(property.id);
    expect(await pendingKeys()).toEqual([]);
    await app.inject({ method: 'PUT', url: `/api/v1/properties/${property.id}`, headers: bearer(account), payload: propertyForm({ image_urls: [], document_urls: [result.documents[0]!.public_url] }) });
    expect(await pendingKeys()).toEqual([]);
    await app.inject({ method: 'DELETE', url: `/api/v1/properties/${property.id}`, headers: bearer(account) });
    expect(await pendingKeys()).toEqual([]);
    expect(storedPaths(dataDir)).toEqual([]);
  });

  it('clears what a crashed run leaves (bodies of its pending keys, its temporaries, bodies no row names) and keeps everything else', async () => {
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    const kept = await upload(property.id);
    const keptPaths = storedPaths(dataDir);
    expect(keptPaths).toHaveLength(3); // the image, its thumbnail and the PDF

    // An upload of a run that has gone (its lock is free): its key recorded, its body written, no rows.
    const goneRun = { db: app.db, files: { ...files, runId: '1234567' } };
    const crashed = `${tenantId}/${randomUUID()}`;
    await reserveStorageKeys(goneRun, tenantId, [crashed]);
    await files.storage.put(crashed, Readable.from(samplePdf()));
    // An upload of this very run, still arriving: kept.
    const arriving = `${tenantId}/${randomUUID()}`;
    await reserveStorageKeys({ db: app.db, files }, tenantId, [arriving]);
    await files.storage.put(arriving, Readable.from(samplePdf()));
    // A body whose row went but whose removal never ran, from before pending keys existed.
    const orphan = `${tenantId}/${randomUUID()}`;
    await files.storage.put(orphan, Readable.from(samplePdf()));
    // Temporary bodies: one of the gone run, one named as older versions named them, one of this run.
    const incoming = join(dataDir, 'files/.incoming');
    mkdirSync(incoming, { recursive: true });
    for (const name of [`1234567.${randomUUID()}`, randomUUID(), `${files.runId}.${randomUUID()}`]) writeFileSync(join(incoming, name), 'half a file');
    // Another database's tenant: its files are not this database's to judge.
    const foreign = `${randomUUID()}/${randomUUID()}`;
    await files.storage.put(foreign, Readable.from(samplePdf()));

    expect(await sweepStorage({ db: app.db, files })).toEqual({ pending: 1, orphans: 1, temporaries: 2 });
    const left = storedPaths(dataDir);
    expect(left.filter((path) => !path.startsWith('.incoming')).sort()).toEqual([...keptPaths, arriving, foreign].sort());
    expect(left.filter((path) => path.startsWith('.incoming'))).toEqual([expect.stringMatching(new RegExp(`^\\.incoming/${files.runId}\\.`))]);
    expect(await pendingKeys()).toEqual([arriving]);
    for (const file of [...kept.images, ...kept.documents]) expect((await app.inject({ method: 'GET', url: file.public_url })).statusCode).toBe(200);
  });
});
