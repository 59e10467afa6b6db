import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql, type Dialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrations } from './migrations/index.ts';
import { listenOnPglite, listenOnPostgres, type Listen } from './notifications.ts';
import { startProcessRun, type ProcessRun } from './process-run.ts';
import type { Database } from './schema.ts';

export type DatabaseSettings =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null };

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseSettingsFrom(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): DatabaseSettings {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}

/** How the job queue reaches the same database: PGlite's one instance, or its own PostgreSQL pool. */
export type QueueConnection = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseSettings['kind'];
  queueConnection: QueueConnection;
  /** LISTEN for NOTIFY on a channel: every process on the database hears it. */
  listen: Listen;
  /** This process's run id, live while the database is open (db/process-run.ts). */
  runId: string;
  close: () => Promise<void>;
};

// Both drivers would return bigint (int8) as text or BigInt; counts and sizes here fit a JS number.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
const pgliteOptions = { parsers: { [INT8_OID]: (value: string) => Number(value) } };

type Driver = {
  dialect: Dialect;
  queueConnection: QueueConnection;
  listen: Listen;
  /** Runs before the database closes. */
  stopListening: () => Promise<void>;
  /** Runs after it has closed. */
  release: () => void;
};

function createDriver(settings: DatabaseSettings): Driver {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
    const listeners = listenOnPostgres(settings.url);
    return {
      dialect: new PostgresDialect({ pool }),
      queueConnection: { kind: 'postgres', url: settings.url },
      listen: listeners.listen,
      stopListening: listeners.closeAll,
      release: () => {},
    };
  }
  const lock = settings.dataDir === null ? null : lockDataDir(settings.dataDir);
  const pglite = settings.dataDir === null ? new PGlite(pgliteOptions) : new PGlite(join(settings.dataDir, 'db'), pgliteOptions);
  return {
    dialect: new PGliteDialect({ pglite }),
    queueConnection: { kind: 'pglite', pglite },
    listen: listenOnPglite(pglite),
    stopListening: async () => {},
    release: () => lock?.release(),
  };
}

/**
 * Whether the database has run exactly the migrations this code knows, the usual case at start: two
 * small queries instead of the migrator's catalog reads and lock (docs/decisions/0091-cold-start.md).
 * Anything else (a new database, a pending migration, one this code does not know) goes to the migrator.
 */
async function hasRunEveryMigration(db: Kysely<Database>): Promise<boolean> {
  const { rows: [table] } = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!table?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const known = new Set(Object.keys(migrations));
  return rows.length === known.size && rows.every((row) => known.has(row.name));
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (await hasRunEveryMigration(db)) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  const { dialect, queueConnection, listen, stopListening, release } = createDriver(settings);
  const db = new Kysely<Database>({ dialect });
  let run: ProcessRun | undefined;
  const close = async () => {
    await run?.end();
    await stopListening();
    await db.destroy();
    release();
  };
  try {
    await migrateToLatest(db);
    run = await startProcessRun(db, settings.kind === 'postgres' ? settings.url : null, (error) => {
      console.error(`Lost the database connection that marks this process as running: ${error.message}`);
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, kind: settings.kind, queueConnection, listen, runId: run.id, close };
}
