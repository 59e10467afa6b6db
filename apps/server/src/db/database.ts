import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type Dialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { migrations } from './migrations/index.ts';
import { startProcessRun, type ProcessRun } from './process-run.ts';
import type { Database } from './schema.ts';

export type DatabaseSettings =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null };

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseSettings['kind'];
  /** This process's run id, live while the database is open (db/process-run.ts). */
  runId: string;
  close: () => Promise<void>;
};

// Both drivers would return bigint (int8) as text or BigInt; counts and sizes here fit a JS number.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
const pgliteOptions = { parsers: { [INT8_OID]: (value: string) => Number(value) } };

function createDialect(settings: DatabaseSettings): { dialect: Dialect; release: () => void } {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
    return { dialect: new PostgresDialect({ pool }), release: () => {} };
  }
  if (settings.dataDir === null) {
    return { dialect: new PGliteDialect({ pglite: new PGlite(pgliteOptions) }), release: () => {} };
  }
  const lock = lockDataDir(settings.dataDir);
  const pglite = new PGlite(join(settings.dataDir, 'db'), pgliteOptions);
  return { dialect: new PGliteDialect({ pglite }), release: lock.release };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

export async function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  const { dialect, release } = createDialect(settings);
  const db = new Kysely<Database>({ dialect });
  let run: ProcessRun | undefined;
  const close = async () => {
    await run?.end();
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
  return { db, kind: settings.kind, runId: run.id, close };
}
