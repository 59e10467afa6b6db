import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';

export type DatabaseKind = 'pglite' | 'postgres';

// Tests read their own setting; the app under test still gets everything through parseConfig.
// eslint-disable-next-line no-restricted-properties
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL as well whenever TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, empty database per app: in-memory PGlite, or a new database on the PostgreSQL server. */
async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });
  const name = `plotwise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      // The pool's end() returns before its sockets have closed; dropping with force while they are
      // still open kills them, and a killed idle client throws an uncaught 57P01. Wait for them first.
      for (let wait = 0; wait < 80; wait += 1) {
        const { rows } = await dropper.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
        if (rows[0]!.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** An app on a fresh database; `serveWeb` serves the built web app from WEB_DIST_DIR as well. */
export async function buildTestApp(kind: DatabaseKind, settings: Record<string, string> = {}, { serveWeb = false } = {}): Promise<FastifyInstance> {
  const config: Config = parseConfig({
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    RATE_LIMIT_ENABLED: 'false',
    ...settings,
  });
  return buildApp(config, { database: await openTestDatabase(kind), serveWeb });
}
