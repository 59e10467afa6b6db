import autocannon from 'autocannon';
import { createProAccount } from './bench-account.ts';
import { benchOnEachDatabase, type DatabaseTarget } from './database-targets.ts';
import { startServer } from './server-process.ts';
import { formatTable } from './table.ts';

const PORT = 3304;
const CONNECTIONS = 50;
const SECONDS = 20;

type Kind = 'read' | 'create property' | 'create project' | 'update profile';
type Step = { kind: Kind; method: 'GET' | 'POST' | 'PUT'; path: string; body?: (n: number) => object };

/** One pass of the mix: seven reads, then five writes of which four create a row. */
const mix = (propertyId: string): Step[] => [
  { kind: 'read', method: 'GET', path: '/api/v1/properties/summary?limit=20' },
  { kind: 'create property', method: 'POST', path: '/api/v1/properties', body: (n) => propertyPayload(n) },
  { kind: 'read', method: 'GET', path: `/api/v1/properties/${propertyId}` },
  { kind: 'read', method: 'GET', path: '/api/v1/projects' },
  { kind: 'create project', method: 'POST', path: '/api/v1/projects', body: (n) => ({ name: `Load project ${n}` }) },
  { kind: 'read', method: 'GET', path: '/api/v1/properties/summary?limit=20&sort=date-desc' },
  { kind: 'create property', method: 'POST', path: '/api/v1/properties', body: (n) => propertyPayload(n) },
  { kind: 'read', method: 'GET', path: '/api/v1/subscription/current' },
  { kind: 'update profile', method: 'PUT', path: '/api/v1/profile', body: (n) => ({ bio: `Load run, write ${n}` }) },
  { kind: 'read', method: 'GET', path: '/api/v1/properties?limit=20&city=Leeds' },
  { kind: 'create property', method: 'POST', path: '/api/v1/properties', body: (n) => propertyPayload(n) },
  { kind: 'read', method: 'GET', path: `/api/v1/properties/${propertyId}/workflow-status` },
];

function propertyPayload(n: number) {
  return {
    address: `${n} Load Street, Leeds, LS6 2AB`, price: 150_000 + n, property_type: 'terraced', tenure: 'freehold', bedrooms: 3,
    description: 'Made by the mixed load.', energy_rating: null, url: null, council_tax_band: null, project: 'General',
  };
}

/** Per kind: requests prepared, answered (any status) and answered 2xx. */
type Counts = Record<Kind, { sent: number; answered: number; ok: number }>;

/** The tenant's properties and projects, counted through the API. */
async function countRows(base: string, headers: Record<string, string>) {
  const get = async <T>(path: string) => (await (await fetch(`${base}${path}`, { headers })).json()) as T;
  const { total } = await get<{ total: number }>('/api/v1/properties/summary?limit=1');
  const projects = await get<unknown[]>('/api/v1/projects');
  return { properties: total, projects: projects.length };
}

async function loadTarget(target: DatabaseTarget): Promise<(string | number)[][]> {
  const server = await startServer(PORT, target.env, { compiled: true });
  try {
    const jwt = await createProAccount(server.url, `load.${Date.now()}@example.co.uk`);
    const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    const first = await fetch(`${server.url}/api/v1/properties`, { method: 'POST', headers, body: JSON.stringify(propertyPayload(0)) });
    const { id } = (await first.json()) as { id: string };
    const before = await countRows(server.url, headers);
    const steps = mix(id);
    const counts = Object.fromEntries(['read', 'create property', 'create project', 'update profile'].map((kind) => [kind, { sent: 0, answered: 0, ok: 0 }])) as Counts;
    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request, context) => {
            next += 1;
            const step = steps[next % steps.length]!;
            (context as { kind?: Kind }).kind = step.kind;
            counts[step.kind].sent += 1;
            // A fresh headers object each time: autocannon writes the body's length into the one it is given.
            const body = step.body ? JSON.stringify(step.body(next)) : undefined;
            return { ...request, method: step.method, path: step.path, headers: body ? { ...headers } : { authorization: headers.authorization }, body };
          },
          onResponse: (status, _body, context) => {
            const count = counts[(context as { kind: Kind }).kind];
            count.answered += 1;
            if (status >= 200 && status < 300) count.ok += 1;
          },
        },
      ],
    });
    const after = await countRows(server.url, headers);
    const failures = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !status.startsWith('2')).map(([status, { count }]) => `${status}×${count}`);
    const errors = [...failures, result.timeouts ? `timeouts×${result.timeouts}` : '', result.errors - result.timeouts ? `errors×${result.errors - result.timeouts}` : ''].filter(Boolean).join(' ') || '0';
    const created = { 'create property': after.properties - before.properties, 'create project': after.projects - before.projects };
    const columns = Object.entries(created).map(([kind, rows]) => {
      const { sent, answered, ok } = counts[kind as Kind];
      // A create timed out or still in flight when the run stops may land without its answer being read: at most sent - answered.
      const unanswered = sent - answered;
      if (rows < ok || rows > ok + unanswered) throw new Error(`${target.label}: ${rows} rows from ${kind} against ${ok} 2xx answers (${unanswered} unanswered)`);
      return `${rows} / ${ok}${rows > ok ? ` (+${rows - ok} unanswered)` : ''}`;
    });
    return [[target.label, result.requests.average.toFixed(0), result.latency.p50.toFixed(1), result.latency.p99.toFixed(1), errors, ...columns, counts['update profile'].ok]];
  } finally {
    await server.stop();
  }
}

/**
 * 50 connections for 20 s of mixed reads and writes on one Pro account: summaries, details, lists
 * and the subscription beside property and project creates and profile updates. Fails unless every
 * 2xx create made exactly one row and no row was made without one (but for creates still in flight
 * when the run stops, whose answers are never read).
 */
export async function benchMixedLoad(postgresUrl: string | undefined): Promise<string[]> {
  const rows = await benchOnEachDatabase('plotwise-bench-load-', postgresUrl, loadTarget);
  return [
    `${CONNECTIONS} connections for ${SECONDS} s, 7 reads to 5 writes; 127.0.0.1${postgresUrl ? '' : ' (set BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL)'}`,
    ...formatTable(['database', 'req/s', 'median ms', 'p99 ms', 'errors', 'properties rows / 201s', 'projects rows / 201s', 'profile 200s'], rows),
  ];
}
