import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { freshDataDir } from './property-fixtures.ts';

export type DatabaseKind = 'pglite' | 'postgres';

// Tests read their own setting; the app under test still gets everything through parseConfig.
// eslint-disable-next-line no-restricted-properties
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL as well whenever TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and a way to drop it once nothing uses it. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `plotwise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(name) };
}

async function dropDatabase(name: string) {
  const dropper = new pg.Client({ connectionString: testDatabaseUrl });
  await dropper.connect();
  // The pool's end() returns before its sockets have closed; dropping with force while they are
  // still open kills them, and a killed idle client throws an uncaught 57P01. Wait for them first.
  for (let wait = 0; wait < 80; wait += 1) {
    const { rows } = await dropper.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]!.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}

/** A fresh, empty database per app: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

const testConfig = (settings: Record<string, string>): Config =>
  parseConfig({
    DATA_DIR: freshDataDir(),
    LOG_LEVEL: 'error',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    RATE_LIMIT_ENABLED: 'false',
    ...settings,
  });

type TestAppOptions = Pick<BuildOptions, 'ai' | 'serveWeb'> & {
  /** Changes the fresh database's handle before the app gets it, e.g. to hold back its notifications. */
  adaptDatabase?: (database: DatabaseHandle) => DatabaseHandle;
};

/** An app on a fresh database; `serveWeb` serves the built web app from WEB_DIST_DIR as well. */
export async function buildTestApp(
  kind: DatabaseKind,
  settings: Record<string, string> = {},
  { serveWeb = false, adaptDatabase = (database) => database, ...options }: TestAppOptions = {},
): Promise<FastifyInstance> {
  const database = adaptDatabase(await openTestDatabase(kind));
  return buildApp(testConfig(settings), { ...options, database, serveWeb });
}
/** Several apps over one database, as several server processes share one PostgreSQL; the database closes with the last app. */
export async function buildTestAppsOnOneDatabase(kind: DatabaseKind, count: number, settings: Record<string, string> = {}): Promise<FastifyInstance[]> {
  const handle = await openTestDatabase(kind);
  let open = count;
  const shared: DatabaseHandle = {
    ...handle,
    close: async () => {
      open -= 1;
      if (open === 0) await handle.close();
    },
  };
  return Promise.all(Array.from({ length: count }, () => buildApp(testConfig(settings), { database: shared, serveWeb: false })));
}
