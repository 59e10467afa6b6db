import { rmSync } from 'node:fs';
import { FILE_MESSAGES, type Property, type UploadResult } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, freshDataDir, multipart, propertyForm, signUpWithProTenant, type UploadFile } from '../../test-support/property-fixtures.ts';
import {
  sampleBmp,
  sampleCompoundFile,
  sampleDocx,
  sampleElf,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleWebp,
  sampleZip,
} from '../../test-support/sample-files.ts';
import { heldBackUpload } from '../../test-support/held-back-body.ts';
import { storedPaths } from '../../test-support/stored-paths.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const MB = 1024 * 1024;

describe.each(databaseKinds)('file uploads on %s', (kind) => {
  let app: FastifyInstance;
  let dataDir: string;
  let account: TestAccount;
  beforeAll(async () => {
    dataDir = freshDataDir();
    app = await buildTestApp(kind, { DATA_DIR: dataDir });
    account = await signUpWithProTenant(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (propertyId: string, files: UploadFile[]) => {
    const body = multipart(files);
    return app.inject({ method: 'POST', url: `/api/v1/properties/${propertyId}/upload-files`, headers: { ...bearer(account), ...body.headers }, payload: body.payload });
  };
  const getProperty = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/properties/${id}`, headers: bearer(account) })).json<Property>();
  const fresh = () => createProperty(app, account, { image_urls: [], document_urls: [] });

  it('accepts every allowed type by content and serves each back by its signed link', async () => {
    const property = await fresh();
    const files = [
      { name: 'front.png', content: samplePng() },
      { name: 'kitchen.jpg', content: sampleJpeg() },
      { name: 'loop.gif', content: sampleGif() },
      { name: 'garden.webp', content: sampleWebp() },
      { name: 'plan.bmp', content: sampleBmp() },
      { name: 'survey.pdf', content: samplePdf() },
      { name: 'lease.doc', content: sampleCompoundFile() },
      { name: 'searches.docx', content: sampleDocx() },
      { name: 'photos.zip', content: sampleZip() },
    ];
    const response = await upload(property.id, files);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<UploadResult>();
    expect(result.images.map((file) => [file.filename, file.content_type])).toEqual([
      ['front.png', 'image/png'],
      ['kitchen.jpg', 'image/jpeg'],
      ['loop.gif', 'image/gif'],
      ['garden.webp', 'image/webp'],
      ['plan.bmp', 'image/bmp'],
    ]);
    expect(result.documents.map((file) => [file.filename, file.content_type])).toEqual([
      ['survey.pdf', 'application/pdf'],
      ['lease.doc', 'application/msword'],
      ['searches.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['photos.zip', 'application/zip'],
    ]);
    const stored = await getProperty(property.id);
    expect(stored.images).toEqual(result.images);
    expect(stored.documents).toEqual(result.documents);

    for (const [index, file] of [...result.images, ...result.documents].entries()) {
      const served = await app.inject({ method: 'GET', url: file.public_url });
      expect(served.statusCode, file.filename!).toBe(200);
      expect(served.rawPayload.equals(files[index]!.content), file.filename!).toBe(true);
      expect(served.headers['content-type']).toBe(file.content_type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const inline = file.content_type!.startsWith('image/') || file.content_type === 'application/pdf';
      expect(served.headers['content-disposition']).toBe(`${inline ? 'inline' : 'attachment'}; filename="${file.filename}"; filename*=UTF-8''${file.filename}`);
    }
    // Each image but the BMP also has its thumbnail stored (docs/decisions/0062-image-uploads.md).
    const thumbnails = result.images.filter((image) => image.content_type !== 'image/bmp').length;
    expect(storedPaths(dataDir).filter((path) => path.includes(property.id) || !path.startsWith('.'))).toHaveLength(files.length + thumbnails);
  });

  it('takes the property from a property_id field, sent before or after the files, and cleans names', async () => {
    const property = await fresh();
    const file = { name: '../../etc/Floor plan?.png', content: samplePng() };
    const fieldFirst = multipart([file], { property_id: property.id });
    const fieldLast = multipart([file], { property_id: property.id }, 'files-first');
    for (const body of [fieldFirst, fieldLast]) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/upload-files', headers: { ...bearer(account), ...body.headers }, payload: body.payload });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<UploadResult>()).toMatchObject({ property_id: property.id, images: [{ filename: 'Floor plan.png' }], documents: [] });
    }
    expect((await getProperty(property.id)).images).toHaveLength(2);
  });

  it('rejects a renamed executable by its content and keeps nothing of the request', async () => {
    const property = await fresh();
    const before = storedPaths(dataDir);
    const response = await upload(property.id, [
      { name: 'photo.png', content: samplePng() },
      { name: 'survey.pdf', content: sampleElf(), contentType: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: FILE_MESSAGES.unsupportedType('survey.pdf'), code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().detail).toBe('survey.pdf has an unsupported file type');
    expect(storedPaths(dataDir)).toEqual(before);
    const stored = await getProperty(property.id);
    expect([stored.images, stored.documents]).toEqual([[], []]);
  });

  it('answers 413 at the size limit while the file is still arriving, and keeps nothing', async () => {
    const property = await fresh();
    const before = storedPaths(dataDir);
    const { headers } = multipart([]);
    // An 11 MB file whose last megabyte is only sent after the answer came: the server must not wait for it.
    const upload = heldBackUpload(headers['content-type'].split('boundary=')[1]!, 'big.pdf', 10 * MB + 64 * 1024, MB - 64 * 1024);
    const response = await app.inject({ method: 'POST', url: `/api/v1/properties/${property.id}/upload-files`, headers: { ...bearer(account), ...headers }, payload: upload.body });
    upload.answered();
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'big.pdf is too large (max 10MB)', code: 'PAYLOAD_TOO_LARGE' });
    expect(upload.sent()).toBeLessThan(11 * MB);
    expect(storedPaths(dataDir)).toEqual(before);
    expect((await getProperty(property.id)).documents).toEqual([]);
  });

  it('removes stored files when the property goes, or when the form leaves them out', async () => {
    const property = await fresh();
    const result = (await upload(property.id, [{ name: 'a.png', content: samplePng() }, { name: 'b.png', content: samplePng() }, { name: 'c.pdf', content: samplePdf() }])).json<UploadResult>();
    const keysOf = (id: string) => storedPaths(dataDir).filter((path) => path.endsWith(id));
    const fileIdOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop()!;
    const [a, b] = result.images.map((image) => fileIdOf(image.public_url));
    expect(keysOf(a!)).toHaveLength(1);

    const kept = await app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${property.id}`,
      headers: bearer(account),
      payload: propertyForm({ image_urls: [result.images[1]!.public_url, 'https://example.co.uk/x.jpg'], document_urls: [result.documents[0]!.public_url] }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Property>().images.map((image) => image.filename ?? image.public_url)).toEqual(['b.png', 'https://example.co.uk/x.jpg']);
    expect(keysOf(a!)).toEqual([]);
    expect(keysOf(b!)).toHaveLength(1);

    expect((await app.inject({ method: 'DELETE', url: `/api/v1/properties/${property.id}`, headers: bearer(account) })).statusCode).toBe(204);
    expect(keysOf(b!)).toEqual([]);
    expect(keysOf(fileIdOf(result.documents[0]!.public_url))).toEqual([]);
  });

  it('refuses an upload without files, without a property, or not as multipart', async () => {
    const property = await fresh();
    const none = await upload(property.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(FILE_MESSAGES.noFiles);
    const body = multipart([{ name: 'a.png', content: samplePng() }]);
    const noProperty = await app.inject({ method: 'POST', url: '/api/v1/upload-files', headers: { ...bearer(account), ...body.headers }, payload: body.payload });
    expect(noProperty.statusCode).toBe(400);
    expect(noProperty.json().detail).toBe(FILE_MESSAGES.propertyIdRequired);
    const json = await app.inject({ method: 'POST', url: `/api/v1/properties/${property.id}/upload-files`, headers: bearer(account), payload: { files: [] } });
    expect(json.statusCode).toBe(415);
  });

  it('serves a file only by a valid signed link or to its owner', async () => {
    const property = await fresh();
    const [image] = (await upload(property.id, [{ name: 'a.png', content: samplePng() }])).json<UploadResult>().images;
    const url = new URL(image!.public_url, 'http://localhost');
    const bare = url.pathname;
    expect((await app.inject({ method: 'GET', url: bare })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: bare, headers: bearer(account) })).statusCode).toBe(200);
    url.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}AA`);
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(401);
    url.searchParams.set('expires', '1700000000');
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('upload limit setting on %s', (kind) => {
  it('uses MAX_UPLOAD_MB in the limit and its message', async () => {
    const dataDir = freshDataDir();
    const app = await buildTestApp(kind, { DATA_DIR: dataDir, MAX_UPLOAD_MB: '1' });
    try {
      const account = await signUpWithTenant(app);
      const property = await createProperty(app, account);
      const big = Buffer.concat([samplePdf(), Buffer.alloc(MB)]);
      const request = (content: Buffer) => {
        const body = multipart([{ name: 'deeds.pdf', content }]);
        return app.inject({ method: 'POST', url: `/api/v1/properties/${property.id}/upload-files`, headers: { ...bearer(account), ...body.headers }, payload: body.payload });
      };
      const refused = await request(big);
      expect(refused.statusCode).toBe(413);
      expect(refused.json().detail).toBe('deeds.pdf is too large (max 1MB)');
      expect((await request(big.subarray(0, MB))).statusCode).toBe(201);
      expect(storedPaths(dataDir)).toHaveLength(1);
      const config = await app.inject({ method: 'GET', url: '/api/v1/files/config' });
      expect(config.json()).toMatchObject({ max_upload_mb: 1, max_files: 20 });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
