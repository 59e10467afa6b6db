import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProAccount } from './bench-account.ts';
import { benchOnEachDatabase, type DatabaseTarget } from './database-targets.ts';
import { measure, type LoadResult } from './load.ts';
import { seedProperties } from './seed-properties.ts';
import { startBareServer, startRawSummaryServer, startServer, type ServerProcess } from './server-process.ts';
import { captureSummaryStatements } from './summary-statements.ts';
import { formatTable } from './table.ts';

const PORT = 3301;
const BARE_PORT = 3302;
const RAW_PORT = 3303;
/** A new database is migrated on the first start, which a loaded machine can take well past a minute over. */
const START_TIMEOUT_MS = 180_000;
/** The summary endpoint's goals on PostgreSQL (issue 11): at least this share of the raw route's req/s, and this p99. */
const GOAL_SHARE = 0.8;
const GOAL_P99_MS = 20;
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
async function benchTarget(target: DatabaseTarget, notes: string[]): Promise<(string | number)[][]> {
  let server: ServerProcess = await startServer(PORT, target.env, { compiled: true, readyTimeoutMs: START_TIMEOUT_MS });
  let bare: ServerProcess | undefined;
  try {
    const jwt = await createProAccount(server.url, `bench.${Date.now()}@example.co.uk`);
    const headers = { authorization: `Bearer ${jwt}` };
    const get = async <T>(path: string) => (await (await fetch(`${server.url}${path}`, { headers })).json()) as T;
    const { tenant_id: tenantId } = await get<{ tenant_id: string }>('/api/v1/tenant/info');
    const [project] = await get<{ id: string }[]>('/api/v1/projects');
    if (target.settings.kind === 'pglite') await server.stop(); // PGlite admits one process at a time
    const ids = await seedProperties(target.settings, tenantId, project!.id, PROPERTY_COUNT);
    if (target.settings.kind === 'pglite') server = await startServer(PORT, target.env, { compiled: true, readyTimeoutMs: START_TIMEOUT_MS });
    const { total } = await get<{ total: number }>('/api/v1/properties/summary?limit=20');
    if (total !== PROPERTY_COUNT) throw new Error(`expected ${PROPERTY_COUNT} properties, found ${total}`);

    bare = await startBareServer(BARE_PORT);
    const floor = await measure(`${bare.url}/bare`);
    await bare.stop();
    const raw = target.settings.kind === 'postgres' ? await measureRawSummary(target, jwt) : null;
    const summary = await measure(`${server.url}/api/v1/properties/summary?limit=20`, { headers });
    const detail = await measure(server.url, { headers, paths: ids.map((id) => `/api/v1/properties/${id}`) });
    if (raw) notes.push(compareWithRaw(target.label, summary, raw));
    return [
      ['bare Fastify route', target.label, floor.median.toFixed(1), floor.p99.toFixed(1), floor.rps.toFixed(0), '1.0x', floor.failures],
      ...(raw ? [row('raw Fastify + pg, the summary\'s SQL', target.label, raw, floor)] : []),
      row('GET /properties/summary?limit=20', target.label, summary, floor),
      row('GET /properties/{id}', target.label, detail, floor),
    ];
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

/** The raw route on the same database, measured just before the real one; its figures are kept to compare with the summary's. */
async function measureRawSummary(target: DatabaseTarget, jwt: string): Promise<LoadResult> {
  const statementsFile = join(target.env.DATA_DIR!, 'summary-statements.json');
  writeFileSync(statementsFile, JSON.stringify(await captureSummaryStatements({ ...target.env, PUBLIC_URL: `http://127.0.0.1:${PORT}` }, jwt)));
  const raw = await startRawSummaryServer(RAW_PORT, target.env.DATABASE_URL!, statementsFile);
  try {
    return await measure(`${raw.url}/raw-summary`);
  } finally {
    await raw.stop();
  }
}

function compareWithRaw(label: string, summary: LoadResult, raw: LoadResult): string {
  const share = summary.rps / raw.rps;
  const met = share >= GOAL_SHARE && summary.p99 <= GOAL_P99_MS;
  return `summary on ${label}: ${summary.rps.toFixed(0)} req/s against the raw route's ${raw.rps.toFixed(0)}, ${(share * 100).toFixed(0)}% (goal ${GOAL_SHARE * 100}%); p99 ${summary.p99.toFixed(1)} ms (goal ${GOAL_P99_MS} ms): ${met ? 'met' : 'NOT met'}`;
}

export async function benchPropertyReads(postgresUrl: string | undefined): Promise<string[]> {
  const notes: string[] = [];
  const rows = await benchOnEachDatabase('plotwise-bench-reads-', postgresUrl, (target) => benchTarget(target, notes));
  return [
    `${PROPERTY_COUNT.toLocaleString('en-GB')} properties in one account; 10 connections for 5 s after 1 s of warm-up; 127.0.0.1${postgresUrl ? '' : ' (set BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL)'}`,
    ...formatTable(['endpoint', 'database', 'median ms', 'p99 ms', 'req/s', 'vs bare', 'failures'], rows),
    ...notes,
  ];
}
