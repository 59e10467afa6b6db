import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';

type Rows = { rows: { id: number } };

/**
 * The workflow's steps end in transactions that overlap with each other and with requests; on PGlite
 * they share one connection, which Kysely's driver hands from one transaction to the next.
 */
describe('transactions on PGlite', () => {
  it(
    'run whole and apart when many overlap: each sees its own writes, a rolled-back one leaves nothing',
    { timeout: 180_000 },
    async () => {
      const db = new Kysely<Rows>({ dialect: new PGliteDialect({ pglite: new PGlite() }) });
      await sql`create table rows (id integer primary key)`.execute(db);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, id) =>
          db.transaction().execute(async (trx) => {
            await trx.insertInto('rows').values({ id }).execute();
            await new Promise((resolve) => setTimeout(resolve, id % 3));
            const seen = await trx.selectFrom('rows').select('id').where('id', '=', id).execute();
            if (seen.length !== 1) throw new Error(`transaction ${id} lost its own row`);
            if (id === 7) throw new Error('roll back');
          }),
        ),
      );
      expect(
        outcomes
          .filter((outcome) => outcome.status === 'rejected')
          .map((outcome) => (outcome as PromiseRejectedResult).reason.message),
      ).toEqual(['roll back']);
      const ids = (await db.selectFrom('rows').select('id').orderBy('id').execute()).map(
        (row) => row.id,
      );
      expect(ids).toEqual(Array.from({ length: 30 }, (_, id) => id).filter((id) => id !== 7));
      await db.destroy();
    },
  );
});
