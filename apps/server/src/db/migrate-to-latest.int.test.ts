import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../test-support/test-app.ts';
import { migrateToLatest, openDatabase } from './database.ts';
import { migrations } from './migrations/index.ts';

const recordedNames = async (db: Parameters<typeof migrateToLatest>[0]) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

// A start on an up-to-date database skips the migrator (docs/decisions/0091-cold-start.md); anything else still goes through it.
describe.each(databaseKinds)('migrating at start on %s', (kind) => {
  it('runs every migration once, leaves an up-to-date database as it is, and still refuses one that ran a migration this code does not know', async () => {
    const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
    const database = await openDatabase(postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: null });
    try {
      expect(await recordedNames(database.db)).toEqual(Object.keys(migrations));
      await migrateToLatest(database.db);
      expect(await recordedNames(database.db)).toEqual(Object.keys(migrations));

      await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-release', now()::text)`.execute(database.db);
      await expect(migrateToLatest(database.db)).rejects.toThrow(/migration/i);
    } finally {
      await database.close();
      if (postgres) await postgres.drop();
    }
  });
});
