import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { FILE_MESSAGES, type Subscription } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, tenantIdOf, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, freshDataDir, multipart, signUpWithProTenant, type UploadFile } from '../../test-support/property-fixtures.ts';
import { heldBackUpload } from '../../test-support/held-back-body.ts';
import { samplePdf } from '../../test-support/sample-files.ts';
import { storedPaths } from '../../test-support/stored-paths.ts';
import { buildTestApp, buildTestAppsOnOneDatabase, databaseKinds } from '../../test-support/test-app.ts';

const MB = 1024 * 1024;
const FREE_QUOTA = 500 * MB;
const pdfOf = (bytes: number) => Buffer.concat([samplePdf(), Buffer.alloc(bytes - samplePdf().length, 0x20)]);
const storageFull = { detail: 'This upload would take your files past the 500 MB your Free plan can store', code: 'PAYLOAD_TOO_LARGE' };
const propertyFull = { detail: 'A property can hold at most 50 files on the Free plan', code: 'PAYLOAD_TOO_LARGE' };

function uploadTo(app: FastifyInstance, account: TestAccount, propertyId: string, files: UploadFile[]) {
  const body = multipart(files);
  return app.inject({ method: 'POST', url: `/api/v1/properties/${propertyId}/upload-files`, headers: { ...bearer(account), ...body.headers }, payload: body.payload });
}

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

describe.each(databaseKinds)('storage limits of the plan on %s', (kind) => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = freshDataDir();
    // Many uploads in a minute here; the rate limit has its own test.
    app = await buildTestApp(kind, { DATA_DIR: dataDir, UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const current = async (account: TestAccount) =>
    (await app.inject({ method: 'GET', url: '/api/v1/subscription/current', headers: bearer(account) })).json<Subscription>();

  /** Fills the account's storage to `bytes` short of the quota, as earlier uploads would have (the bodies are not needed to count). */
  async function fillStorage(account: TestAccount, propertyId: string, bytesLeft: number) {
    const tenantId = await tenantIdOf(app, account);
    const id = randomUUID();
    await app.db
      .insertInto('stored_files')
      .values({ id, tenant_id: tenantId, property_id: propertyId, storage_key: `${tenantId}/${id}`, thumbnail_key: null, filename: 'archive.zip', content_type: 'application/zip', size: FREE_QUOTA - bytesLeft })
      .execute();
  }

  it('reports storage used against the quota, and the file count per property, for each plan', async () => {
    const free = await signUpWithTenant(app);
    const property = await createProperty(app, free, { image_urls: [], document_urls: [] });
    expect((await uploadTo(app, free, property.id, [{ name: 'a.pdf', content: pdfOf(4000) }, { name: 'b.pdf', content: pdfOf(6000) }])).statusCode).toBe(201);
    expect((await current(free)).usage).toMatchObject({ storage: { current: 10_000, limit: FREE_QUOTA, percentage: 0 }, files_per_property: 50 });
    await fillStorage(free, property.id, FREE_QUOTA / 4);
    expect((await current(free)).usage.storage).toEqual({ current: 0.75 * FREE_QUOTA + 10_000, limit: FREE_QUOTA, percentage: 75 });
    const pro = await signUpWithProTenant(app);
    expect((await current(pro)).usage).toMatchObject({ storage: { current: 0, limit: 20 * 1024 * MB, percentage: 0 }, files_per_property: 500 });
  });

  it('refuses an upload past the storage quota with 413 naming it, keeping nothing', async () => {
    const account = await signUpWithTenant(app);
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    await fillStorage(account, property.id, 5000);
    const before = storedPaths(dataDir);
    const refused = await uploadTo(app, account, property.id, [{ name: 'a.pdf', content: pdfOf(3000) }, { name: 'b.pdf', content: pdfOf(3000) }]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual(storageFull);
    expect(storedPaths(dataDir)).toEqual(before);
    expect(await app.db.selectFrom('pending_files').selectAll().execute()).toEqual([]);
    expect((await uploadTo(app, account, property.id, [{ name: 'a.pdf', content: pdfOf(5000) }])).statusCode).toBe(201);
    // Now full to the byte: refused before any of the file is read.
    expect((await uploadTo(app, account, property.id, [{ name: 'c.pdf', content: pdfOf(1000) }])).json()).toEqual(storageFull);
  });

  it('stops a file at the quota while it is still arriving', async () => {
    const account = await signUpWithTenant(app);
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    await fillStorage(account, property.id, MB);
    const { headers } = multipart([]);
    // 3 MB with 1 MB left: the last megabyte is sent only once the answer came, so the server must answer without it.
    const upload = heldBackUpload(headers['content-type'].split('boundary=')[1]!, 'scan.pdf', 2 * MB, MB);
    const response = await app.inject({ method: 'POST', url: `/api/v1/properties/${property.id}/upload-files`, headers: { ...bearer(account), ...headers }, payload: upload.body });
    upload.answered();
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(storageFull);
    expect(upload.sent()).toBeLessThanOrEqual(2 * MB);
  });

  it('lets only what fits through when uploads race for the last of the quota', async () => {
    const account = await signUpWithTenant(app);
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    await fillStorage(account, property.id, 25_000);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => uploadTo(app, account, property.id, [{ name: `race-${index}.pdf`, content: pdfOf(10_000) }])));
    expect(statuses(responses)).toEqual([201, 201, 413, 413, 413, 413, 413, 413]);
    expect(responses.filter((response) => response.statusCode === 413).map((response) => response.json())).toEqual(Array(6).fill(storageFull));
    expect((await current(account)).usage.storage.current).toBe(FREE_QUOTA - 5000);
  });

  it('holds a property to the plan file count, also when uploads race for the last places', async () => {
    const account = await signUpWithTenant(app);
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    const batch = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ name: `${prefix}-${index}.pdf`, content: samplePdf() }));
    for (const prefix of ['a', 'b', 'c']) expect((await uploadTo(app, account, property.id, batch(prefix, 16))).statusCode).toBe(201);
    const racing = await Promise.all(Array.from({ length: 6 }, (_, index) => uploadTo(app, account, property.id, batch(`race${index}`, 1))));
    expect(statuses(racing)).toEqual([201, 201, 413, 413, 413, 413]);
    const full = await uploadTo(app, account, property.id, batch('late', 1));
    expect(full.json()).toEqual(propertyFull);
    // Sent as property_id after the files, the count is known only at the end: refused all the same.
    const filesFirst = multipart(batch('after', 1), { property_id: property.id }, 'files-first');
    const late = await app.inject({ method: 'POST', url: '/api/v1/upload-files', headers: { ...bearer(account), ...filesFirst.headers }, payload: filesFirst.payload });
    expect(late.json()).toEqual(propertyFull);
    const detail = await app.inject({ method: 'GET', url: `/api/v1/properties/${property.id}`, headers: bearer(account) });
    expect(detail.json().documents).toHaveLength(50);
    // Another property has its own 50.
    const other = await createProperty(app, account, { image_urls: [], document_urls: [] });
    expect((await uploadTo(app, account, other.id, batch('other', 1))).statusCode).toBe(201);
  });
});

describe.each(databaseKinds)('upload rate limit on %s', (kind) => {
  it('lets UPLOAD_RATE_LIMIT_PER_MINUTE uploads through in a minute, counted once each when they arrive together, and shares the count between servers', async () => {
    const [first, second] = await buildTestAppsOnOneDatabase(kind, 2, { UPLOAD_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const account = await signUpWithTenant(first!);
      const property = await createProperty(first!, account, { image_urls: [], document_urls: [] });
      const file = [{ name: 'a.pdf', content: samplePdf() }];
      const burst = await Promise.all(Array.from({ length: 8 }, (_, index) => uploadTo(index % 2 ? first! : second!, account, property.id, file)));
      expect(statuses(burst)).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      expect(burst.find((response) => response.statusCode === 429)!.json()).toEqual({ detail: FILE_MESSAGES.tooManyUploads(3), code: 'RATE_LIMITED' });
      expect(FILE_MESSAGES.tooManyUploads(3)).toBe('Too many uploads: at most 3 a minute. Please wait a moment and try again.');
      // Another account has its own count.
      const other = await signUpWithTenant(second!);
      const otherProperty = await createProperty(second!, other, { image_urls: [], document_urls: [] });
      expect((await uploadTo(first!, other, otherProperty.id, file)).statusCode).toBe(201);
    } finally {
      await first!.close();
      await second!.close();
    }
  });
});
