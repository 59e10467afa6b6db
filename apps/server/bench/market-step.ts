import type { FastifyInstance } from 'fastify';
import { startReplayServer, type ReplayServer } from '../src/test-support/market-replay/replay-server.ts';
import { marketStepFixture } from '../src/test-support/market-step.ts';
import { buildTestApp, databaseKinds, type DatabaseKind } from '../src/test-support/test-app.ts';
import { percentile } from './stats.ts';
import { formatTable } from './table.ts';

const WARM_RUNS = 30;
const COLD_RUNS = 8;

async function time(runs: number, before: () => Promise<unknown>, run: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    await before();
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return timings;
}

const row = (label: string, kind: DatabaseKind, timings: number[], goal: number) => {
  const p50 = percentile(timings, 0.5);
  return [label, kind, p50.toFixed(1), percentile(timings, 0.95).toFixed(1), `≤ ${goal}`, p50 <= goal ? 'met' : 'MISSED', timings.length];
};

async function withApp<T>(kind: DatabaseKind, settings: Record<string, string>, use: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildTestApp(kind, settings);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

async function benchKind(kind: DatabaseKind, replay: ReplayServer): Promise<(string | number)[][]> {
  const builtin = await withApp(kind, {}, async (app) => {
    const fixture = await marketStepFixture(app);
    await fixture.run();
    return time(WARM_RUNS, async () => {}, () => fixture.run());
  });
  // Default rate limits, as a deployment would run them; the replay server stands in for the internet.
  return withApp(kind, replay.settings, async (app) => {
    const fixture = await marketStepFixture(app);
    const forget = async () => {
      await app.db.deleteFrom('market_provider_cache').execute();
      await app.db.deleteFrom('market_provider_limits').execute();
    };
    const cold = await time(COLD_RUNS, forget, () => fixture.run());
    await fixture.run();
    const cached = await time(WARM_RUNS, async () => {}, () => fixture.run());
    return [
      row('built-in dataset (providers off)', kind, builtin, 20),
      row('replayed providers, cold', kind, cold, 1500),
      row('replayed providers, cached', kind, cached, 50),
    ];
  });
}

/** runMarketStep in process on a fresh database: built-in data only, then the four providers replayed locally, cold and cached. */
export async function benchMarketStep(): Promise<string[]> {
  const replay = await startReplayServer();
  const rows: (string | number)[][] = [];
  try {
    for (const kind of databaseKinds) rows.push(...(await benchKind(kind, replay)));
  } finally {
    await replay.close();
  }
  return [
    `one property (terraced, Leeds LS6 2AB); each run reads it, gathers, works out and stores a new version; PostgreSQL${databaseKinds.includes('postgres') ? '' : ' skipped (set TEST_DATABASE_URL)'}`,
    ...formatTable(['market step', 'database', 'p50 ms', 'p95 ms', 'goal ms', 'goal', 'runs'], rows),
  ];
}
