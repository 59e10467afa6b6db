import { createProAccount } from './bench-account.ts';
import { benchOnEachDatabase, type DatabaseTarget } from './database-targets.ts';
import { measure, type LoadResult } from './load.ts';
import { seedProperties } from './seed-properties.ts';
import { startBareServer, startServer, type ServerProcess } from './server-process.ts';
import { formatTable } from './table.ts';

const PORT = 3301;
const BARE_PORT = 3302;
const PROPERTY_COUNT = 10_000;

const row = (endpoint: string, label: string, result: LoadResult, bare: LoadResult) => [
  endpoint,
  label,
  result.median.toFixed(1),
  result.p99.toFixed(1),
  result.rps.toFixed(0),
  `${(bare.rps / result.rps).toFixed(1)}x slower`,
  result.failures,
];

/** Seeds 10,000 properties in one account, then loads the summary and detail endpoints beside a bare route. */
async function benchTarget(target: DatabaseTarget): Promise<(string | number)[][]> {
  let server: ServerProcess = await startServer(PORT, target.env, { compiled: true });
  let bare: ServerProcess | undefined;
  try {
    const jwt = await createProAccount(server.url, `bench.${Date.now()}@example.co.uk`);
    const headers = { authorization: `Bearer ${jwt}` };
    const get = async <T>(path: string) => (await (await fetch(`${server.url}${path}`, { headers })).json()) as T;
    const { tenant_id: tenantId } = await get<{ tenant_id: string }>('/api/v1/tenant/info');
    const [project] = await get<{ id: string }[]>('/api/v1/projects');
    if (target.settings.kind === 'pglite') await server.stop(); // PGlite admits one process at a time
    const ids = await seedProperties(target.settings, tenantId, project!.id, PROPERTY_COUNT);
    if (target.settings.kind === 'pglite') server = await startServer(PORT, target.env, { compiled: true });
    const { total } = await get<{ total: number }>('/api/v1/properties/summary?limit=20');
    if (total !== PROPERTY_COUNT) throw new Error(`expected ${PROPERTY_COUNT} properties, found ${total}`);

    bare = await startBareServer(BARE_PORT);
    const floor = await measure(`${bare.url}/bare`);
    const summary = await measure(`${server.url}/api/v1/properties/summary?limit=20`, { headers });
    const detail = await measure(server.url, { headers, paths: ids.map((id) => `/api/v1/properties/${id}`) });
    return [
      ['bare Fastify route', target.label, floor.median.toFixed(1), floor.p99.toFixed(1), floor.rps.toFixed(0), '1.0x', floor.failures],
      row('GET /properties/summary?limit=20', target.label, summary, floor),
      row('GET /properties/{id}', target.label, detail, floor),
    ];
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

export async function benchPropertyReads(postgresUrl: string | undefined): Promise<string[]> {
  const rows = await benchOnEachDatabase('plotwise-bench-reads-', postgresUrl, benchTarget);
  return [
    `${PROPERTY_COUNT.toLocaleString('en-GB')} properties in one account; 10 connections for 5 s after 1 s of warm-up; 127.0.0.1${postgresUrl ? '' : ' (set BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL)'}`,
    ...formatTable(['endpoint', 'database', 'median ms', 'p99 ms', 'req/s', 'vs bare', 'failures'], rows),
  ];
}
