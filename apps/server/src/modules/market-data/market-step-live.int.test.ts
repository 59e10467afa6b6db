import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../../test-support/market-replay/replay-server.ts';
import { marketStepFixture, REPLAY_TODAY, UNLIMITED_RATES } from '../../test-support/market-step.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

describe.each(databaseKinds)('market step with the live providers replayed on %s', (kind) => {
  let app: FastifyInstance;
  let replay: ReplayServer;
  let fixture: Awaited<ReturnType<typeof marketStepFixture>>;
  beforeAll(async () => {
    replay = await startReplayServer();
    // The tests run the market step themselves and count the providers' requests: no workflow worker runs it first.
    app = await buildTestApp(kind, { ...replay.settings, ...UNLIMITED_RATES, MARKET_PROVIDER_TIMEOUT_MS: '5000', MARKET_CACHE_TTL_SECONDS: '3600', WORKFLOW_WORKER_ENABLED: 'false' });
    fixture = await marketStepFixture(app);
  });
  beforeEach(async () => {
    await app.db.deleteFrom('market_provider_cache').execute();
    replay.resetHits();
  });
  afterAll(async () => {
    await app.close();
    await replay.close();
  });

  it('places the property with postcodes.io and follows the Leeds index for terraced homes', async () => {
    const result = await fixture.run();
    expect(result.location).toMatchObject({ local_authority: 'Leeds', region: 'yorkshire_and_the_humber', nation: 'england', latitude: 53.8226, longitude: -1.5761 });
    expect(result.location.source.name).toBe('postcodes.io (ONS Postcode Directory)');
    expect(result.trend).toMatchObject({ area: { name: 'Leeds', level: 'local_authority' }, property_type: 'terraced' });
    expect(result.trend.series.map((point) => point.month)).toEqual([...Array.from({ length: 10 }, (_, year) => `${2015 + year}-09`), '2025-09']);
    // Terraced Leeds, September 2025 against September 2024 (fixtures/uk-hpi/leeds.json): 152.8 / 147.5.
    expect(result.trend.change_1y?.value).toBe(3.6);
    expect(result.figures.local_average_price).toMatchObject({ value: 193_995, as_of: '2025-09-01' });
    expect(result.providers.map((provider) => [provider.name, provider.used, provider.status, provider.as_of])).toEqual([
      ['builtin_dataset', true, 'ok', '2025-09-01'],
      ['land_registry_price_paid', true, 'ok', '2025-11-20'],
      ['uk_house_price_index', true, 'ok', '2025-11-20'],
      ['postcodes_io', true, 'ok', '2025-11-20'],
      ['epc_register', true, 'ok', '2025-11-20'],
    ]);
  });

  it('compares the street, then the sector, then the district, leaving out other homes, odd sales and repeats', async () => {
    const { comparables, figures } = await fixture.run();
    expect(comparables.map((sale) => [sale.address, sale.match])).toEqual([
      ['31 Cardigan Road, Leeds', 'street'],
      ['14 Cardigan Road, Leeds', 'street'],
      ['27 Cardigan Road, Leeds', 'street'],
      ['41 Thornville Road, Leeds', 'sector'],
      ['8 Brudenell Grove, Leeds', 'sector'],
      ['5 Thornville Road, Leeds', 'sector'],
      ['22 Brudenell Grove, Leeds', 'sector'],
      ['3 Ash Road, Leeds', 'district'],
      ['60 Meanwood Road, Leeds', 'district'],
    ]);
    const outlier = comparables.find((sale) => sale.price === 720_000)!;
    expect(outlier).toMatchObject({ excluded: 'outlier', weight: 0 });
    expect(comparables.reduce((sum, sale) => sum + sale.weight, 0)).toBeCloseTo(1, 3);
    const fourteen = comparables[1]!;
    expect(fourteen).toMatchObject({ price: 245_000, date: '2024-03-15', tenure: 'freehold', new_build: false, distance_m: 0, floor_area_sqm: 98 });
    // March 2024 lies between September 2023 (152.1 terraced) and September 2024 (147.5): brought to September 2025 (152.8).
    expect(fourteen.adjusted_price.value).toBeGreaterThan(245_000);
    expect(fourteen.price_per_sqm?.value).toBe(Math.round(fourteen.adjusted_price.value / 98));
    expect(comparables.find((sale) => sale.address.startsWith('60 Meanwood'))!.distance_m).toBeGreaterThan(1500);
    expect(figures.estimated_value.method).toMatch(/^Weighted average of 8 recent sales/);
    expect(figures.estimated_value.low).toBeLessThan(figures.estimated_value.value);
    expect(figures.estimated_value.high).toBeGreaterThan(figures.estimated_value.value);
    expect(figures.estimated_value.value).toBeGreaterThan(230_000);
    expect(figures.estimated_value.value).toBeLessThan(290_000);
  });

  it("reads the home's own energy certificate, the latest of its two", async () => {
    const { epc } = await fixture.run();
    expect(epc).toMatchObject({ address: '12 Cardigan Road', current_energy_rating: 'D', construction_age_band: 'England and Wales: 1900-1929', lodged_on: '2021-04-14' });
    expect(epc?.floor_area_sqm).toMatchObject({ value: 96, unit: 'sqm' });
  });

  it('answers a second run from the cache, asking no provider again', async () => {
    const first = await fixture.run();
    const calls = (['postcodes', 'price-paid', 'sparql', 'ukhpi', 'epc'] as const).map((route) => replay.hits(route));
    expect(calls.every((count) => count > 0)).toBe(true);
    const second = await fixture.run();
    expect((['postcodes', 'price-paid', 'sparql', 'ukhpi', 'epc'] as const).map((route) => replay.hits(route))).toEqual(calls);
    expect(second.providers.slice(1).map((provider) => provider.status)).toEqual(['cached', 'cached', 'cached', 'cached']);
    expect(second.figures).toEqual(first.figures);
    expect(second.version).toBe(first.version + 1);
  });

  it('asks again once the cached answers expire, and sweeps the expired ones', async () => {
    await fixture.run();
    const askedBefore = replay.hits('sparql');
    const later = new Date(REPLAY_TODAY.getTime() + 3601 * 1000);
    const result = await fixture.run(fixture.context({ now: () => later }));
    expect(replay.hits('sparql')).toBe(askedBefore + 1);
    expect(result.providers.find((provider) => provider.name === 'land_registry_price_paid')?.status).toBe('ok');
    const stale = await app.db.selectFrom('market_provider_cache').select('key').where('expires_at', '<=', later).execute();
    expect(stale).toEqual([]);
  });

  it("takes the nation from postcodes.io for a postcode in a border district", async () => {
    const border = await marketStepFixture(app, { address: '1 Tutshill Road, Chepstow, NP16 7AA', property_type: 'detached', bedrooms: 4, price: 450000 });
    const result = await border.run();
    expect(result.location).toMatchObject({ nation: 'england', region: 'south_west', local_authority: 'Forest of Dean', straddles_border: false });
    expect(result.figures.regional_gross_yield_pct.value).toBe(7.8);
  });
});
