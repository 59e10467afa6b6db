import { rmSync } from 'node:fs';
import { IMAGE_MESSAGES, type Property, type PropertyImage, type UploadResult } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, freshDataDir, multipart } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

/** A photo as a phone takes it: EXIF with the camera and the GPS position of the house. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a6d4b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2634/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3912/100' } })
    .toBuffer();

describe.each(databaseKinds)('images on %s', (kind) => {
  let app: FastifyInstance;
  let dataDir: string;
  let owner: TestAccount;
  let stranger: TestAccount;
  let property: Property;
  let uploaded: UploadResult;

  beforeAll(async () => {
    dataDir = freshDataDir();
    app = await buildTestApp(kind, { DATA_DIR: dataDir });
    owner = await signUpWithTenant(app);
    stranger = await signUpWithTenant(app);
    property = await createProperty(app, owner, { image_urls: ['https://example.co.uk/front.jpg'], document_urls: [] });
    const body = multipart([{ name: 'kitchen.jpg', content: await photoWithGps() }]);
    const response = await app.inject({ method: 'POST', url: `/api/v1/properties/${property.id}/upload-files`, headers: { ...bearer(owner), ...body.headers }, payload: body.payload });
    expect(response.statusCode, response.body).toBe(201);
    uploaded = response.json<UploadResult>();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const imagesUrl = () => `/api/v1/properties/${property.id}/images`;
  const patch = (imageId: string, payload: unknown, account = owner) =>
    app.inject({ method: 'PATCH', url: `${imagesUrl()}/${imageId}`, headers: bearer(account), payload: payload as object });

  it('keeps no EXIF or GPS in the stored photo, and makes a thumbnail', async () => {
    const [image] = uploaded.images;
    const stored = (await app.inject({ method: 'GET', url: image!.public_url })).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(image!.size).toBe(stored.length);

    const [, listed] = (await app.inject({ method: 'GET', url: imagesUrl(), headers: bearer(owner) })).json<PropertyImage[]>();
    const thumbnail = await app.inject({ method: 'GET', url: listed!.thumbnail_url! });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('lists the images in order with thumbnail, room and condition; a linked image has no thumbnail', async () => {
    const response = await app.inject({ method: 'GET', url: imagesUrl(), headers: bearer(owner) });
    expect(response.statusCode).toBe(200);
    expect(response.json<PropertyImage[]>().map(({ url, thumbnail_url, ...rest }) => ({ ...rest, url: url.split('?')[0], thumbnail: thumbnail_url !== null }))).toEqual([
      { id: property.images[0]!.id, url: 'https://example.co.uk/front.jpg', filename: null, room: null, condition: null, thumbnail: false },
      { id: uploaded.images[0]!.id, url: uploaded.images[0]!.public_url.split('?')[0], filename: 'kitchen.jpg', room: null, condition: null, thumbnail: true },
    ]);
  });

  it('tags an image with a room and a condition, keeps a tag left out and clears one sent as null', async () => {
    const imageId = uploaded.images[0]!.id;
    expect((await patch(imageId, { room: 'kitchen', condition: 'poor' })).json()).toMatchObject({ id: imageId, room: 'kitchen', condition: 'poor' });
    expect((await patch(imageId, { condition: 'fair' })).json()).toMatchObject({ room: 'kitchen', condition: 'fair' });
    expect((await patch(imageId, { room: null })).json()).toMatchObject({ room: null, condition: 'fair' });
    const listed = (await app.inject({ method: 'GET', url: imagesUrl(), headers: bearer(owner) })).json<PropertyImage[]>();
    expect(listed[1]).toMatchObject({ room: null, condition: 'fair' });
  });

  it('refuses unknown rooms, conditions and fields, and an empty change, naming the problem', async () => {
    const imageId = uploaded.images[0]!.id;
    const badRoom = await patch(imageId, { room: 'ballroom' });
    expect(badRoom.statusCode).toBe(400);
    expect(badRoom.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'room', message: IMAGE_MESSAGES.unknownRoom }] });
    expect((await patch(imageId, { condition: 'excellent' })).json()).toMatchObject({ errors: [{ field: 'condition', message: IMAGE_MESSAGES.unknownCondition }] });
    expect((await patch(imageId, {})).statusCode).toBe(400);
    expect((await patch(imageId, { room: 'kitchen', colour: 'red' })).statusCode).toBe(400);
  });

  it('answers 404 across tenants and for an image of another property', async () => {
    const imageId = uploaded.images[0]!.id;
    expect((await app.inject({ method: 'GET', url: imagesUrl(), headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await patch(imageId, { room: 'kitchen' }, stranger)).statusCode).toBe(404);
    const other = await createProperty(app, owner, { image_urls: [], document_urls: [] });
    const wrongProperty = await app.inject({ method: 'PATCH', url: `/api/v1/properties/${other.id}/images/${imageId}`, headers: bearer(owner), payload: { room: 'kitchen' } });
    expect(wrongProperty.statusCode).toBe(404);
    expect(wrongProperty.json()).toMatchObject({ detail: IMAGE_MESSAGES.notFound });
    expect((await patch('not-a-uuid', { room: 'kitchen' })).statusCode).toBe(404);
  });
});
