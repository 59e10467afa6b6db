import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { UploadResult } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
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
    files = await createFilesContext(parseConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth' }));
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

  it('clears what a crash leaves (bodies of pending keys, temporaries, bodies no row names) and keeps everything else', async () => {
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    const kept = await upload(property.id);
    const keptPaths = storedPaths(dataDir);
    expect(keptPaths).toHaveLength(3); // the image, its thumbnail and the PDF

    // An upload in flight at the crash: its key was recorded, its body written, its rows never were.
    const inFlight = `${tenantId}/${randomUUID()}`;
    await reserveStorageKeys(app.db, tenantId, [inFlight]);
    await files.storage.put(inFlight, Readable.from(samplePdf()));
    // A body whose row went but whose removal never ran, from before pending keys existed.
    const orphan = `${tenantId}/${randomUUID()}`;
    await files.storage.put(orphan, Readable.from(samplePdf()));
    // A temporary body cut short by the crash.
    mkdirSync(join(dataDir, 'files/.incoming'), { recursive: true });
    writeFileSync(join(dataDir, 'files/.incoming', randomUUID()), 'half a file');
    // Another database's tenant (its files are not this database's to judge).
    const foreign = `${randomUUID()}/${randomUUID()}`;
    await files.storage.put(foreign, Readable.from(samplePdf()));

    // A sweep that only clears what is older than a minute keeps all of it: it could still be arriving.
    expect(await sweepStorage({ db: app.db, files }, new Date(Date.now() - 60_000))).toEqual({ pending: 0, orphans: 1, temporaries: 0 });
    expect(storedPaths(dataDir)).toContain(inFlight);

    expect(await sweepStorage({ db: app.db, files }, new Date(Date.now() + 1000))).toEqual({ pending: 1, orphans: 0, temporaries: 1 });
    expect(storedPaths(dataDir).sort()).toEqual([...keptPaths, foreign].sort());
    expect(await pendingKeys()).toEqual([]);
    for (const file of [...kept.images, ...kept.documents]) expect((await app.inject({ method: 'GET', url: file.public_url })).statusCode).toBe(200);
  });

  it('keeps a temporary body still being written by another server, and removes one idle for longer than any request', async () => {
    const temp = join(dataDir, 'files/.incoming', randomUUID());
    writeFileSync(temp, 'arriving');
    const before = new Date(Date.now() - 60_000);
    expect((await sweepStorage({ db: app.db, files }, before)).temporaries).toBe(0);
    utimesSync(temp, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    expect((await sweepStorage({ db: app.db, files }, before)).temporaries).toBe(1);
  });
});
