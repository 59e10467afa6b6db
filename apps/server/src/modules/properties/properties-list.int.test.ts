import { MAX_PAGE_SIZE, type Project, type Property, type PropertyPage } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tenantIdOf, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, signUpWithProTenant } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const seeds = [
  { address: '1 Quay St, Manchester, M3 3JZ', price: 250000, property_type: 'flat', is_owned: true },
  { address: '2 Park Row, Leeds, LS1 5HD', price: 180000, property_type: 'terraced', is_owned: false },
  { address: '3 Clifton Rd, Bristol, BS8 1AA', price: 640000, property_type: 'detached', is_owned: true },
  { address: '4 Oxford Rd, manchester, M1 5QA', price: 310000, property_type: 'flat', is_owned: false },
  { address: '5 Mill Lane, Leeds, LS2 7EW', price: 420000, property_type: 'house', is_owned: true },
  { address: '6 Harbour Way, Bristol, BS1 5TY', price: 195000, property_type: 'bungalow', is_owned: false },
  { address: '7 Canal St, Manchester, M1 3HE', price: 275000, property_type: 'semi_detached', is_owned: true },
];

describe.each(databaseKinds)('property lists on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  let created: Property[];
  let northern: Project;
  beforeAll(async () => {
    // The lists compare properties with themselves as created: no worker here moves their statuses on.
    app = await buildTestApp(kind, { WORKFLOW_WORKER_ENABLED: 'false' });
    account = await signUpWithProTenant(app);
    northern = (await app.inject({ method: 'POST', url: '/api/v1/projects', headers: bearer(account), payload: { name: 'Northern' } })).json();
    created = [];
    for (const [index, seed] of seeds.entries()) {
      created.push(await createProperty(app, account, { ...seed, project: index % 2 === 0 ? 'General' : northern.id }));
    }
  });
  afterAll(() => app.close());

  const get = async <T>(url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(account) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const prices = (properties: Property[]) => properties.map((property) => property.price);
  const sortedPrices = [...seeds.map((seed) => seed.price)].sort((a, b) => b - a);

  it('lists every property, most expensive first by default', async () => {
    const list = await get<Property[]>('/api/v1/properties');
    expect(prices(list)).toEqual(sortedPrices);
    expect(list[0]).toEqual(created[2]);
  });

  it('sorts by price and by date either way', async () => {
    expect(prices(await get('/api/v1/properties?sort=price-asc'))).toEqual([...sortedPrices].reverse());
    const newest = await get<Property[]>('/api/v1/properties?sort=date-desc');
    expect(newest.map((property) => property.id)).toEqual([...created].reverse().map((property) => property.id));
    const oldest = await get<Property[]>('/api/v1/properties?sort=date-asc');
    expect(oldest.map((property) => property.id)).toEqual(created.map((property) => property.id));
  });

  it('pages the list with limit and skip', async () => {
    const first = await get<Property[]>('/api/v1/properties?limit=3&skip=0');
    const second = await get<Property[]>('/api/v1/properties?limit=3&skip=3');
    const third = await get<Property[]>('/api/v1/properties?limit=3&skip=6');
    expect(prices([...first, ...second, ...third])).toEqual(sortedPrices);
    expect(third).toHaveLength(1);
  });

  it('answers summary pages with the total, 100 by default', async () => {
    const all = await get<PropertyPage>('/api/v1/properties/summary');
    expect(all.total).toBe(seeds.length);
    expect(prices(all.properties)).toEqual(sortedPrices);
    const page = await get<PropertyPage>('/api/v1/properties/summary?limit=2&skip=2&sort=price-asc');
    expect(page).toEqual({ total: seeds.length, properties: (await get<Property[]>('/api/v1/properties?sort=price-asc')).slice(2, 4) });
    const beyond = await get<PropertyPage>('/api/v1/properties/summary?limit=20&skip=20');
    expect(beyond).toEqual({ properties: [], total: seeds.length });
  });

  it('filters by type, city (any case), project and ownership', async () => {
    expect(prices(await get('/api/v1/properties?property_type=flat'))).toEqual([310000, 250000]);
    expect(prices(await get('/api/v1/properties?city=Manchester'))).toEqual([310000, 275000, 250000]);
    expect(prices(await get('/api/v1/properties?city=bristol&sort=price-asc'))).toEqual([195000, 640000]);
    expect(prices(await get(`/api/v1/properties?project=${northern.id}`))).toEqual([310000, 195000, 180000]);
    expect(prices(await get('/api/v1/properties?is_owned=true'))).toEqual([640000, 420000, 275000, 250000]);
    expect(prices(await get('/api/v1/properties?property_type=all&city=all'))).toEqual(sortedPrices);
    const combined = await get<PropertyPage>(`/api/v1/properties/summary?city=Leeds&project=${northern.id}`);
    expect(combined.total).toBe(1);
    expect(combined.properties[0]?.address.address).toBe('2 Park Row');
  });

  it('refuses malformed list parameters with 400', async () => {
    for (const query of ['sort=cheapest', 'limit=0', 'limit=501', 'skip=-1', 'property_type=castle', 'project=alpha', 'is_owned=maybe']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/properties?${query}`, headers: bearer(account) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_FAILED');
    }
  });
});

describe.each(databaseKinds)('the property list without a limit on %s', (kind) => {
  let app: FastifyInstance;
  let account: TestAccount;
  const count = MAX_PAGE_SIZE + 5;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    account = await signUpWithProTenant(app);
    const [project] = (await app.inject({ method: 'GET', url: '/api/v1/projects', headers: bearer(account) })).json<Project[]>();
    const tenantId = await tenantIdOf(app, account);
    await app.db
      .insertInto('properties')
      .values(Array.from({ length: count }, (_, n) => ({
        tenant_id: tenantId, project_id: project!.id, address_line: `${n + 1} Cap Street`, city: 'Leeds', postcode: 'LS6 2AB',
        price: 100_000 + n, property_type: 'flat' as const, tenure: 'freehold' as const, bedrooms: 2, description: '', features: [], tags: [], is_owned: false,
      })))
      .execute();
  });
  afterAll(() => app.close());

  it(`answers at most ${MAX_PAGE_SIZE} properties, and skip reaches the rest`, async () => {
    const first = await app.inject({ method: 'GET', url: '/api/v1/properties', headers: bearer(account) });
    expect(first.json<Property[]>()).toHaveLength(MAX_PAGE_SIZE);
    const rest = await app.inject({ method: 'GET', url: `/api/v1/properties?skip=${MAX_PAGE_SIZE}`, headers: bearer(account) });
    expect(rest.json<Property[]>().map((property) => property.price)).toEqual([100_004, 100_003, 100_002, 100_001, 100_000]);
  });
});
