import type { MarketDataResponse, Property } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, tenantIdOf, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { createMarketDeps, runMarketStep } from './market-data.service.ts';

const leedsTerrace = { address: '12 Cardigan Road, Leeds, LS6 2AB', property_type: 'terraced', bedrooms: 3, price: 250000 };

describe.each(databaseKinds)('market data with the built-in dataset on %s', (kind) => {
  let app: FastifyInstance;
  let owner: TestAccount;
  let ownerTenant: string;
  const step = (propertyId: string, tenantId = ownerTenant) =>
    runMarketStep(createMarketDeps(app.db, app.config), { tenantId, propertyId });
  const read = (account: TestAccount, id: string) => app.inject({ method: 'GET', url: `/api/v1/properties/${id}/market-data`, headers: bearer(account) });

  beforeAll(async () => {
    // The tests run the market step themselves: no workflow worker in this process runs it first.
    app = await buildTestApp(kind, { WORKFLOW_WORKER_ENABLED: 'false' });
    owner = await signUpWithTenant(app);
    ownerTenant = await tenantIdOf(app, owner);
  });
  afterAll(async () => app.close());

  it('answers data_available false with no figures before the first run', async () => {
    const property = await createProperty(app, owner, leedsTerrace);
    const response = await read(owner, property.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data_available: false, version: null, generated_at: null, as_of: null, location: null,
      figures: null, comparables: [], trend: null, epc: null, providers: [],
    });
    expect(property.market_analysis).toEqual({ data_available: false });
  });

  it('works out every figure from the built-in dataset when no provider is on, and says so', async () => {
    const property = await createProperty(app, owner, leedsTerrace);
    const result = await step(property.id);
    expect(result).toMatchObject({ data_available: true, version: 1, comparables: [] });
    expect(result.location).toMatchObject({ postcode: 'LS6 2AB', district: 'LS6', sector: 'LS6 2', local_authority: 'Leeds', region: 'yorkshire_and_the_humber', nation: 'england' });
    // Yorkshire and The Humber, terraced, September 2025: £165,000 (dataset/house-prices.json).
    expect(result.figures.estimated_value).toMatchObject({ value: 165_000, low: 132_000, high: 198_000, unit: 'gbp' });
    expect(result.figures.estimated_value.method).toContain('HM Land Registry Price Paid Data was not available');
    // Three bedrooms in the region: £980 a month (dataset/private-rents.json); value equals the average, so no scaling.
    expect(result.figures.estimated_monthly_rent).toMatchObject({ value: 980, low: 835, high: 1125, unit: 'gbp_per_month' });
    expect(result.figures.gross_yield_estimate_pct.value).toBe(4.7);
    expect(result.figures.regional_gross_yield_pct).toMatchObject({ value: 7.8, as_of: '2025-09-30' });
    expect(result.figures.asking_price_vs_estimate_pct.value).toBe(51.5);
    expect(result.figures.local_average_price).toMatchObject({ value: 165_000, as_of: '2025-09-01' });
    expect(result.trend).toMatchObject({ area: { name: 'Yorkshire and The Humber', level: 'region' }, property_type: 'all' });
    expect(result.trend.change_1y?.value).toBe(3.5);
    expect(result.trend.change_10y).not.toBeNull();
    expect(result.providers.map((provider) => [provider.name, provider.used, provider.status])).toEqual([
      ['builtin_dataset', true, 'ok'],
      ['land_registry_price_paid', false, 'off'],
      ['uk_house_price_index', false, 'off'],
      ['postcodes_io', false, 'off'],
      ['epc_register', false, 'off'],
    ]);
    for (const figure of Object.values(result.figures)) expect(figure.source.name).toMatch(/\(built-in\)/);
  });

  it('stores each run as the next version, serves the latest and marks the property as having market data', async () => {
    const property = await createProperty(app, owner, leedsTerrace);
    await step(property.id);
    await app.inject({ method: 'PUT', url: `/api/v1/properties/${property.id}`, headers: bearer(owner), payload: { ...leedsTerrace, project: 'General', bedrooms: 1 } });
    const second = await step(property.id);
    expect(second.version).toBe(2);
    const served = (await read(owner, property.id)).json<MarketDataResponse>();
    expect(served).toEqual(second);
    expect(served.figures?.estimated_monthly_rent.value).toBe(720);
    const detail = (await app.inject({ method: 'GET', url: `/api/v1/properties/${property.id}`, headers: bearer(owner) })).json<Property>();
    expect(detail.market_analysis).toEqual({
      data_available: true,
      as_of: second.as_of,
      providers: second.providers.map(({ name, used, status, as_of }) => ({ name, used, status, as_of })),
    });
    expect(detail.market_analysis.providers?.[0]).toEqual({ name: 'builtin_dataset', used: true, status: 'ok', as_of: '2025-09-01' });
    // Asked for alone, beside the documents' floor area (none uploaded here).
    const projected = await app.inject({ method: 'GET', url: `/api/v1/properties/${property.id}?fields=market_analysis,floor_area_sqm`, headers: bearer(owner) });
    expect(projected.json()).toEqual({ id: property.id, market_analysis: detail.market_analysis, floor_area_sqm: null });
    const list = (await app.inject({ method: 'GET', url: '/api/v1/properties', headers: bearer(owner) })).json<Property[]>();
    expect(list.find((item) => item.id === property.id)?.market_analysis.data_available).toBe(true);
    expect(list.filter((item) => item.market_analysis.data_available).length).toBeLessThan(list.length);
  });

  it('places a property without a postcode in the UK and still answers', async () => {
    const property = await createProperty(app, owner, { address: 'Rose Cottage, Mill Lane', property_type: 'house', bedrooms: 4, price: 400000 });
    const result = await step(property.id);
    expect(result.location).toMatchObject({ postcode: null, region: null, nation: null });
    expect(result.figures.estimated_value.value).toBe(271_000);
    expect(result.figures.regional_gross_yield_pct.value).toBe(7);
    expect(result.trend.area).toEqual({ name: 'United Kingdom', level: 'country' });
  });

  it("answers 404 to another tenant's property, in the route and in the step", async () => {
    const property = await createProperty(app, owner, leedsTerrace);
    await step(property.id);
    const intruder = await signUpWithTenant(app);
    const response = await read(intruder, property.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Property not found' });
    expect((await read(owner, 'not-a-uuid')).statusCode).toBe(404);
    await expect(step(property.id, await tenantIdOf(app, intruder))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
