import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../src/db/database.ts';

/** A database a benchmark's server runs on: its settings, the environment that selects it, and how to remove it. */
export type DatabaseTarget = { label: string; env: Record<string, string>; settings: DatabaseSettings; cleanUp: () => Promise<void> };

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret';

/** A fresh PGlite data directory. */
function pgliteTarget(prefix: string): DatabaseTarget {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return { label: 'PGlite', env: { DATA_DIR: dataDir }, settings: { kind: 'pglite', dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A fresh database on the PostgreSQL server at `serverUrl`, dropped by cleanUp. */
async function postgresTarget(serverUrl: string): Promise<DatabaseTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-bench-pg-'));
  const name = `plotwise_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), AUTH_SECRET, DATA_DIR: dataDir },
    settings: { kind: 'postgres', url: url.toString() },
    cleanUp: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TableRow = (string | number)[];

/** Runs `bench` on a fresh PGlite and, when `postgresUrl` is set, on a fresh PostgreSQL database; removes both after. */
export async function benchOnEachDatabase(pglitePrefix: string, postgresUrl: string | undefined, bench: (target: DatabaseTarget) => Promise<TableRow[]>) {
  const targets = [pgliteTarget(pglitePrefix)];
  if (postgresUrl) targets.push(await postgresTarget(postgresUrl));
  const rows: TableRow[] = [];
  try {
    for (const target of targets) rows.push(...(await bench(target)));
  } finally {
    for (const target of targets) await target.cleanUp();
  }
  return rows;
}
