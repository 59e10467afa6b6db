import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A local stand-in for the four live market-data providers, for tests and the benchmark. It replays
 * answers recorded by hand in each provider's documented format (fixtures/), and can be told to
 * fail a route: an error status (with Retry-After for 429), or an answer held back for a while.
 * The provider clients under test are the real ones, pointed here by their base-URL settings.
 */
export type ReplayRoute = 'postcodes' | 'price-paid' | 'sparql' | 'ukhpi' | 'epc';
export type Misbehaviour = { status: number; retryAfter?: number; times?: number } | { delayMs: number };
type Answer = { status: number; type: string; body: string };

const FIXTURES = join(import.meta.dirname, 'fixtures');
const fixture = (...path: string[]) => {
  const file = join(FIXTURES, ...path);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};
const json = (body: unknown, status = 200): Answer => ({ status, type: 'application/json', body: JSON.stringify(body) });
const fileName = (postcode: string) => decodeURIComponent(postcode).toUpperCase().replace(/\s+/g, '-');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function postcodeAnswer(postcode: string): { status: number; result?: unknown; error?: string } {
  const recorded = fixture('postcodes-io', `${fileName(postcode)}.json`);
  return recorded ? JSON.parse(recorded) : { status: 404, error: 'Postcode not found' };
}

async function answer(route: ReplayRoute, request: IncomingMessage, url: URL): Promise<Answer> {
  if (route === 'postcodes' && request.method === 'POST') {
    const { postcodes } = JSON.parse(await readBody(request)) as { postcodes: string[] };
    return json({ status: 200, result: postcodes.map((query) => ({ query, result: postcodeAnswer(query).result ?? null })) });
  }
  if (route === 'postcodes') {
    const found = postcodeAnswer(url.pathname.split('/').pop()!);
    return json(found, found.status);
  }
  if (route === 'price-paid') {
    const recorded = fixture('price-paid', `postcode-${fileName(url.searchParams.get('propertyAddress.postcode') ?? '')}.json`);
    return recorded ? { status: 200, type: 'application/json', body: recorded } : json({ format: 'linked-data-api', version: '0.2', result: { items: [], itemsPerPage: 200, page: 0, startIndex: 1 } });
  }
  if (route === 'sparql') {
    const district = /postcode: \( ([A-Z0-9]+) \)/.exec(url.searchParams.get('query') ?? '')?.[1];
    const recorded = district ? fixture('price-paid', `district-${district}.sparql.json`) : null;
    return { status: 200, type: 'application/sparql-results+json', body: recorded ?? JSON.stringify({ head: { vars: [] }, results: { bindings: [] } }) };
  }
  if (route === 'ukhpi') {
    const [, slug, month] = /\/region\/([a-z0-9-]+)\/month\/(\d{4}-\d{2})\.json$/.exec(url.pathname) ?? [];
    const recorded = slug ? fixture('uk-hpi', `${slug}.json`) : null;
    const months = recorded ? (JSON.parse(recorded) as Record<string, unknown>) : {};
    return month && months[month] ? json(months[month]) : { status: 404, type: 'text/plain', body: 'Resource not found' };
  }
  if (!request.headers.authorization?.startsWith('Basic ')) return { status: 401, type: 'text/plain', body: 'Unauthorized' };
  return { status: 200, type: 'text/csv', body: fixture('epc', `${fileName(url.searchParams.get('postcode') ?? '')}.csv`) ?? '' };
}

function routeOf(request: IncomingMessage, url: URL): ReplayRoute | null {
  if (url.pathname.startsWith('/postcodes')) return 'postcodes';
  if (url.pathname === '/data/ppi/transaction-record.json') return 'price-paid';
  if (url.pathname === '/landregistry/query') return 'sparql';
  if (url.pathname.startsWith('/data/ukhpi/region/')) return 'ukhpi';
  return url.pathname === '/api/v1/domestic/search' ? 'epc' : null;
}

export async function startReplayServer() {
  const misbehaviours = new Map<ReplayRoute, Misbehaviour>();
  const hits = new Map<ReplayRoute, number>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://replay');
    const route = routeOf(request, url);
    if (!route) return void response.writeHead(404).end();
    hits.set(route, (hits.get(route) ?? 0) + 1);
    const trouble = misbehaviours.get(route);
    if (trouble && 'delayMs' in trouble) await new Promise((resolve) => setTimeout(resolve, trouble.delayMs));
    if (trouble && 'status' in trouble && (trouble.times ?? Infinity) > 0) {
      if (trouble.times !== undefined) trouble.times -= 1;
      const headers = trouble.retryAfter === undefined ? {} : { 'retry-after': String(trouble.retryAfter) };
      return void response.writeHead(trouble.status, { 'content-type': 'text/plain', ...headers }).end('Service unavailable');
    }
    const { status, type, body } = await answer(route, request, url);
    if (!response.destroyed) response.writeHead(status, { 'content-type': type }).end(body);
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** Base-URL settings that point every provider here, all switched on (EPC with a test key). */
    settings: {
      MARKET_PRICE_PAID_ENABLED: 'true',
      MARKET_PRICE_PAID_URL: url,
      MARKET_UKHPI_ENABLED: 'true',
      MARKET_UKHPI_URL: url,
      MARKET_POSTCODES_ENABLED: 'true',
      MARKET_POSTCODES_URL: url,
      MARKET_EPC_ENABLED: 'true',
      MARKET_EPC_URL: `${url}/api/v1`,
      MARKET_EPC_EMAIL: 'tests@plotwise.local',
      MARKET_EPC_API_KEY: 'replay-key',
    },
    misbehave: (route: ReplayRoute, how: Misbehaviour) => void misbehaviours.set(route, { ...how }),
    behave: () => misbehaviours.clear(),
    hits: (route: ReplayRoute) => hits.get(route) ?? 0,
    resetHits: () => hits.clear(),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type ReplayServer = Awaited<ReturnType<typeof startReplayServer>>;
