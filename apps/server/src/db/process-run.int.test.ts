import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../test-support/test-app.ts';
import { openDatabase } from './database.ts';
import { isRunLive } from './process-run.ts';

describe.each(databaseKinds)('process runs on %s', (kind) => {
  it('reads a run nobody holds as gone', async () => {
    const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
    const database = await openDatabase(postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: null });
    try {
      expect(database.runId).toMatch(/^\d+$/);
      expect(await isRunLive(database.db, '1234567')).toBe(false);
    } finally {
      await database.close();
      if (postgres) await postgres.drop();
    }
  });
});

// Two processes on one database exist only with PostgreSQL: PGlite serves one process.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('process runs of two servers on %s', () => {
  it('reads another process run as live while its database is open, and as gone once it has closed', async () => {
    const { url, drop } = await createPostgresDatabase();
    const first = await openDatabase({ kind: 'postgres', url });
    const second = await openDatabase({ kind: 'postgres', url });
    try {
      expect(first.runId).not.toBe(second.runId);
      expect(await isRunLive(second.db, first.runId)).toBe(true);
      expect(await isRunLive(first.db, second.runId)).toBe(true);
      // Asking took the lock for an instant only: it is still the first run's.
      expect(await isRunLive(second.db, first.runId)).toBe(true);
      await first.close();
      expect(await isRunLive(second.db, first.runId)).toBe(false);
    } finally {
      await second.close();
      await drop();
    }
  });
});
