import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/**
 * This process's run: a random id held as a database advisory lock for as long as the process
 * lives. The database drops the lock when the holding connection ends, however the process ends
 * (kill -9 included), so any process can tell a run that is gone from one that may still be writing
 * (docs/decisions/0132-no-orphan-files.md).
 */
export type ProcessRun = { id: string; end: () => Promise<void> };

/** A positive 63-bit id, the range of PostgreSQL's bigint advisory lock keys. */
const newRunId = () => (randomBytes(8).readBigUInt64BE() >> 1n).toString();

export async function startProcessRun(db: Kysely<Database>, postgresUrl: string | null, onLost: (error: Error) => void): Promise<ProcessRun> {
  const id = newRunId();
  if (postgresUrl === null) {
    // PGlite has one session, this process's own: the lock lasts as long as the database is open.
    await sql`select pg_advisory_lock(${id}::bigint)`.execute(db);
    return { id, end: async () => {} };
  }
  // A connection of its own: the pool's come and go, and the lock must outlive every one of them.
  const client = new pg.Client({ connectionString: postgresUrl });
  client.on('error', onLost);
  await client.connect();
  await client.query('select pg_advisory_lock($1::bigint)', [id]);
  return { id, end: () => client.end() };
}

/** Whether the run's process still holds its lock (asking takes the lock for an instant when it is free). */
export async function isRunLive(db: Kysely<Database>, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ free: boolean }>`select pg_try_advisory_xact_lock(${id}::bigint) as free`.execute(trx);
    return !rows[0]!.free;
  });
}
