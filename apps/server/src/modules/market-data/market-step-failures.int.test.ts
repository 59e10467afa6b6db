import type { MarketData, MarketProviderName } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayServer } from '../../test-support/market-replay/replay-server.ts';
import { marketStepFixture, UNLIMITED_RATES } from '../../test-support/market-step.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

const provider = (result: MarketData, name: MarketProviderName) => result.providers.find((item) => item.name === name)!;

describe.each(databaseKinds)('market step when providers fail on %s', (kind) => {
  let app: FastifyInstance;
  let replay: ReplayServer;
  let fixture: Awaited<ReturnType<typeof marketStepFixture>>;
  beforeAll(async () => {
    replay = await startReplayServer();
    // The tests run the market step themselves and count the providers' requests: no workflow worker runs it first.
    app = await buildTestApp(kind, { ...replay.settings, ...UNLIMITED_RATES, MARKET_PROVIDER_RETRIES: '2', MARKET_PROVIDER_BACKOFF_MS: '10', WORKFLOW_WORKER_ENABLED: 'false' });
    fixture = await marketStepFixture(app);
  });
  beforeEach(async () => {
    await app.db.deleteFrom('market_provider_cache').execute();
    await app.db.deleteFrom('market_provider_limits').execute();
    replay.behave();
    replay.resetHits();
  });
  afterAll(async () => {
    await app.close();
    await replay.close();
  });

  it('falls back within the time budget when a provider holds its answer back', async () => {
    // The other providers answer from the cache, so only Price Paid Data is asked.
    await fixture.run();
    await app.db.deleteFrom('market_provider_cache').where('provider', '=', 'land_registry_price_paid').execute();
    replay.misbehave('sparql', { delayMs: 20_000 });
    const context = fixture.context();
    const started = performance.now();
    const result = await fixture.run({ ...context, policy: { ...context.policy, timeoutMs: 400 } });
    // 400 ms for the provider, plus the rest of the step; far short of the 20 s the provider would take.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(provider(result, 'land_registry_price_paid')).toMatchObject({ used: false, status: 'timeout', as_of: null });
    expect(provider(result, 'land_registry_price_paid').note).toBe('No answer within 0.4 s; the built-in data was used instead.');
    expect(result.comparables).toEqual([]);
    // The live Leeds index still answered: the estimate is its terraced average, ±20%.
    expect(result.figures.estimated_value).toMatchObject({ value: 194_000, low: 155_000, high: 233_000 });
    expect(result.figures.estimated_value.method).toContain('HM Land Registry Price Paid Data was not available');
  });

  it('retries a server error with backoff, then reports it failed and uses the built-in data', async () => {
    replay.misbehave('ukhpi', { status: 500 });
    const result = await fixture.run();
    expect(provider(result, 'uk_house_price_index')).toMatchObject({ used: false, status: 'failed' });
    expect(provider(result, 'uk_house_price_index').note).toBe('Answered with an error (HTTP 500); the built-in data was used instead.');
    // Four months asked for the latest, each tried three times (two retries).
    expect(replay.hits('ukhpi')).toBe(12);
    expect(result.trend).toMatchObject({ area: { name: 'Yorkshire and The Humber', level: 'region' }, property_type: 'all' });
    expect(result.trend.source.name).toBe('UK House Price Index, September 2025 (built-in)');
    expect(provider(result, 'land_registry_price_paid')).toMatchObject({ used: true, status: 'ok' });
  });

  it('recovers when a retry succeeds', async () => {
    replay.misbehave('epc', { status: 503, times: 1 });
    const result = await fixture.run();
    expect(provider(result, 'epc_register')).toMatchObject({ used: true, status: 'ok' });
    expect(replay.hits('epc')).toBe(2);
  });

  it("waits out a short Retry-After and then gets its answer", async () => {
    replay.misbehave('postcodes', { status: 429, retryAfter: 1, times: 1 });
    const result = await fixture.run();
    expect(provider(result, 'postcodes_io')).toMatchObject({ used: true, status: 'ok' });
    expect(result.location.latitude).toBe(53.8226);
  });

  it('gives up at once on a Retry-After longer than its time, and every later run respects it', async () => {
    replay.misbehave('price-paid', { status: 429, retryAfter: 120 });
    const first = await fixture.run();
    expect(provider(first, 'land_registry_price_paid')).toMatchObject({ used: false, status: 'rate_limited' });
    const asked = replay.hits('price-paid');
    expect(asked).toBe(1);
    const blocked = await app.db.selectFrom('market_provider_limits').select('blocked_until').where('provider', '=', 'land_registry_price_paid').executeTakeFirstOrThrow();
    expect(blocked.blocked_until!.getTime()).toBeGreaterThan(Date.now() + 100_000);
    replay.behave();
    const second = await fixture.run();
    expect(provider(second, 'land_registry_price_paid')).toMatchObject({ status: 'rate_limited' });
    expect(provider(second, 'land_registry_price_paid').note).toMatch(/^Asked us to wait 1\d\d s before the next request/);
    expect(replay.hits('price-paid')).toBe(asked);
  });

  it('keeps to its own rate limit, reporting rate_limited rather than waiting past its time', async () => {
    const context = fixture.context();
    const slowIndex = { ...context.providers.uk_house_price_index, endpoint: { ...context.providers.uk_house_price_index.endpoint, ratePerSecond: 1 } };
    const result = await fixture.run({ ...context, providers: { ...context.providers, uk_house_price_index: slowIndex }, policy: { ...context.policy, timeoutMs: 600 } });
    expect(provider(result, 'uk_house_price_index')).toMatchObject({ used: false, status: 'rate_limited' });
    // One token a second: the first month was asked for, the others would have had to wait past the budget.
    expect(replay.hits('ukhpi')).toBe(1);
  });

  it('reads an answer in the wrong format as a failure', async () => {
    replay.misbehave('postcodes', { status: 200 });
    const result = await fixture.run();
    expect(provider(result, 'postcodes_io')).toMatchObject({ used: false, status: 'failed', note: 'Answered in a format we could not read; the built-in data was used instead.' });
    expect(result.location.source.name).toBe('ONS Postcode Directory, November 2025 (built-in)');
  });
});
