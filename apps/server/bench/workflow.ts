import type { FastifyInstance } from 'fastify';
import { bearer, type TestAccount } from '../src/test-support/accounts.ts';
import { propertyForm, signUpWithProTenant } from '../src/test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds, type DatabaseKind } from '../src/test-support/test-app.ts';
import { analysisStatus } from '../src/test-support/workflow.ts';
import { percentile } from './stats.ts';
import { formatTable } from './table.ts';

const SINGLE_RUNS = 10;
const AT_ONCE = 100;
const GOAL_SINGLE_MS = 2000;
const POLL_MS = 20;

async function createProperty(
  app: FastifyInstance,
  account: TestAccount,
  index: number,
): Promise<string> {
  const payload = propertyForm({
    address: `${index + 1} Cardigan Road, Leeds, LS6 2AB`,
    image_urls: [],
    document_urls: [],
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/properties',
    headers: bearer(account),
    payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function untilDone(app: FastifyInstance, account: TestAccount, propertyId: string) {
  for (;;) {
    const status = await analysisStatus(app, account, propertyId);
    if (status.workflow_status === 'failed')
      throw new Error(`run failed: ${JSON.stringify(status.analysis_status.steps)}`);
    if (status.workflow_status === 'completed') return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Peak resident memory while `work` runs, sampled every 50 ms. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    return { result: await work(), peakMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

async function benchKind(kind: DatabaseKind): Promise<(string | number)[][]> {
  const app = await buildTestApp(kind, { WORKFLOW_CONCURRENCY: '4' });
  try {
    const account = await signUpWithProTenant(app);
    const single: number[] = [];
    for (let index = 0; index < SINGLE_RUNS; index += 1) {
      const started = performance.now();
      await untilDone(app, account, await createProperty(app, account, index));
      single.push(performance.now() - started);
    }
    const p50 = percentile(single, 0.5);
    const { result: seconds, peakMb } = await withPeakMemory(async () => {
      const started = performance.now();
      const ids = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, index) =>
          createProperty(app, account, SINGLE_RUNS + index),
        ),
      );
      for (const id of ids) await untilDone(app, account, id);
      return (performance.now() - started) / 1000;
    });
    return [
      [
        'create → completed, one property, no documents',
        kind,
        `${p50.toFixed(0)} ms p50, ${percentile(single, 0.95).toFixed(0)} ms p95`,
        `≤ ${GOAL_SINGLE_MS} ms`,
        p50 <= GOAL_SINGLE_MS ? 'met' : 'MISSED',
      ],
      [
        `${AT_ONCE} properties created at once, all completed`,
        kind,
        `${seconds.toFixed(1)} s, ${(AT_ONCE / seconds).toFixed(1)} runs/s, peak RSS ${peakMb.toFixed(0)} MB`,
        '',
        '',
      ],
    ];
  } finally {
    await app.close();
  }
}

/** The whole workflow in process: trigger to completed for one property, then 100 at once (five steps each). */
export async function benchWorkflow(): Promise<string[]> {
  const rows: (string | number)[][] = [];
  for (const kind of databaseKinds) rows.push(...(await benchKind(kind)));
  return formatTable(['what', 'database', 'figure', 'goal', ''], rows);
}
