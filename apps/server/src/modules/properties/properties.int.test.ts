import { PROPERTY_MESSAGES, upgradeRequiredMessage, type Project, type Property } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, propertyForm } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('properties on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  let general: Project;
  beforeAll(async () => {
    // The property's own behaviour, with no worker in this process: a new property's run waits, so its status holds still.
    app = await buildTestApp(kind, { WORKFLOW_WORKER_ENABLED: 'false' });
    account = await signUpWithTenant(app);
    [general] = (await app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(account) })).json<Project[]>() as [Project];
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: bearer(account) });

  it('creates, reads, updates and deletes a property with every field', async () => {
    const created = await createProperty(app, account);
    expect(created).toMatchObject({
      address: { address: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA' },
      price: 350000,
      property_type: 'terraced',
      tenure: 'leasehold',
      bedrooms: 3,
      description: 'Grade I listed, close to the park.',
      energy_rating: 'C',
      url: 'https://example.co.uk/listing/10',
      features: ['Garden', 'Cellar'],
      council_tax_band: 'H',
      project: general.id,
      project_name: 'General',
      project_color: '#3B82F6',
      is_owned: true,
      tags: ['central', 'period'],
      images: [{ id: expect.any(String), public_url: 'https://example.co.uk/front.jpg', filename: null, content_type: null, size: null }],
      documents: [{ id: expect.any(String), public_url: 'https://example.co.uk/epc.pdf', filename: null, content_type: null, size: null }],
      workflow_status: 'processing',
      analysis_status: expect.objectContaining({ status: 'pending', trigger: 'create', engine: 'builtin' }),
      market_analysis: { data_available: false },
    });
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    expect((await call('GET', `/api/v1/properties/${created.id}?_t=${Date.now()}`)).json()).toEqual(created);

    const changes = propertyForm({
      address: '1 Deansgate, Manchester, m3 1az',
      price: '425,000',
      property_type: 'flat',
      tenure: 'freehold',
      bedrooms: '2',
      description: 'Top floor.',
      energy_rating: '',
      url: '',
      features: ['Lift', ' ', ''],
      council_tax_band: '',
      is_owned: false,
      tags: [''],
      image_urls: ['https://example.co.uk/a.jpg', '', 'https://example.co.uk/b.jpg'],
      document_urls: [],
    });
    const updated = await call('PUT', `/api/v1/properties/${created.id}`, changes);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      address: { address: '1 Deansgate', city: 'Manchester', postcode: 'M3 1AZ' },
      price: 425000,
      property_type: 'flat',
      tenure: 'freehold',
      bedrooms: 2,
      description: 'Top floor.',
      energy_rating: null,
      url: null,
      features: ['Lift'],
      council_tax_band: null,
      is_owned: false,
      tags: [],
      images: [{ public_url: 'https://example.co.uk/a.jpg' }, { public_url: 'https://example.co.uk/b.jpg' }],
      documents: [],
    });
    expect(updated.json<Property>().updated_at >= created.updated_at).toBe(true);

    expect((await call('DELETE', `/api/v1/properties/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/properties/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/properties/${created.id}`)).statusCode).toBe(404);
  });

  it('applies the form defaults and parses addresses with and without a postcode', async () => {
    const minimal = await call('POST', '/api/v1/properties', { address: '3 Mill Lane, Leeds', price: 99999.6, property_type: 'house', project: general.id });
    expect(minimal.statusCode, minimal.body).toBe(201);
    expect(minimal.json()).toMatchObject({
      address: { address: '3 Mill Lane', city: 'Leeds', postcode: '' },
      price: 100000,
      tenure: 'freehold',
      bedrooms: 1,
      description: '',
      energy_rating: null,
      council_tax_band: null,
      url: null,
      features: [],
      tags: [],
      is_owned: false,
      images: [],
      documents: [],
    });
    const lowerCase = await createProperty(app, account, { address: 'Flat 2, 10 High St, York, yo17hh', energy_rating: 'b' });
    expect(lowerCase.address).toEqual({ address: 'Flat 2, 10 High St', city: 'York', postcode: 'YO1 7HH' });
    expect(lowerCase.energy_rating).toBe('B');
    await Promise.all([minimal.json<Property>().id, lowerCase.id].map((id) => call('DELETE', `/api/v1/properties/${id}`)));
  });

  it('refuses invalid payloads with 400 and a message per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ address: '   ' }, 'address', PROPERTY_MESSAGES.addressRequired],
      [{ address: undefined }, 'address', PROPERTY_MESSAGES.addressRequired],
      [{ address: 'sw1a 1aa' }, 'address', PROPERTY_MESSAGES.addressRequired],
      [{ price: 0 }, 'price', PROPERTY_MESSAGES.priceRequired],
      [{ price: '' }, 'price', PROPERTY_MESSAGES.priceRequired],
      [{ price: 'lots' }, 'price', PROPERTY_MESSAGES.priceRequired],
      [{ property_type: '' }, 'property_type', PROPERTY_MESSAGES.propertyTypeRequired],
      [{ property_type: 'castle' }, 'property_type', 'Unknown property type'],
      [{ project: ' ' }, 'project', PROPERTY_MESSAGES.projectRequired],
      [{ bedrooms: 21 }, 'bedrooms', PROPERTY_MESSAGES.bedroomsRange],
      [{ bedrooms: 0 }, 'bedrooms', PROPERTY_MESSAGES.bedroomsRange],
      [{ energy_rating: 'Z' }, 'energy_rating', 'Energy rating must be A to G'],
      [{ council_tax_band: 'I' }, 'council_tax_band', 'Council tax band must be A to H'],
      [{ url: 'javascript:alert(1)' }, 'url', PROPERTY_MESSAGES.invalidUrl],
      [{ image_urls: ['ftp://example.co.uk/a.jpg'] }, 'image_urls.0', PROPERTY_MESSAGES.invalidUrl],
      [{ image_urls: Array.from({ length: 11 }, (_, index) => `https://example.co.uk/${index}.jpg`) }, 'image_urls', PROPERTY_MESSAGES.tooManyImageUrls],
      [{ tenure: 'rented' }, 'tenure', 'Unknown tenure'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/api/v1/properties', propertyForm(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ code: 'VALIDATION_FAILED', detail: message, errors: [{ field, message }] });
    }
    const unknownProject = await call('POST', '/api/v1/properties', propertyForm({ project: 'Atlantis' }));
    expect(unknownProject.statusCode).toBe(404);
    expect(unknownProject.json()).toMatchObject({ detail: PROPERTY_MESSAGES.projectNotFound, errors: [{ field: 'project' }] });
    expect((await call('GET', '/api/v1/properties')).json()).toEqual([]);
  });

  it('projects the requested fields plus id and rejects unknown ones', async () => {
    const property = await createProperty(app, account);
    const partial = await call('GET', `/api/v1/properties/${property.id}?fields=address,price,property_type,bedrooms,workflow_status&_t=1`);
    expect(partial.json()).toEqual({
      id: property.id,
      address: property.address,
      price: property.price,
      property_type: property.property_type,
      bedrooms: property.bedrooms,
      workflow_status: 'processing',
    });
    expect((await call('GET', `/api/v1/properties/${property.id}?fields=images`)).json()).toEqual({ id: property.id, images: property.images });
    const unknown = await call('GET', `/api/v1/properties/${property.id}?fields=price,secret`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(PROPERTY_MESSAGES.unknownField);
    await call('DELETE', `/api/v1/properties/${property.id}`);
  });

  it('holds a Free account to 5 properties', async () => {
    const free = await signUpWithTenant(app);
    for (let index = 0; index < 5; index += 1) await createProperty(app, free, { price: 100000 + index });
    const sixth = await app.inject({ method: 'POST', url: '/api/v1/properties', headers: bearer(free), payload: propertyForm() });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({ detail: upgradeRequiredMessage('Free'), code: 'FORBIDDEN' });
    expect(sixth.json().detail).toBe('This feature requires an upgrade from your current Free plan.');
  });
});
