import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { lockProperty, setPropertyStatus } from './runs.repository.ts';

/** Until another session on this database waits for a lock: the delete has reached what it waits on. */
async function untilAnotherSessionWaits(app: FastifyInstance) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`.execute(
      app.db,
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the delete never waited for the run');
}

// Two sessions at once, which PGlite has not: PostgreSQL only (docs/decisions/0145-deleting-a-property-during-its-run.md).
describe.runIf(databaseKinds.includes('postgres'))(
  'deleting a property while its run moves on',
  () => {
    let app: FastifyInstance;
    let account: TestAccount;
    beforeAll(async () => {
      // No worker: the run the create starts stays where the test puts it.
      app = await buildTestApp('postgres', { WORKFLOW_WORKER_ENABLED: 'false' });
      account = await signUpWithTenant(app);
    });
    afterAll(() => app.close());

    it('waits for the run’s transaction instead of deadlocking with it, then deletes', async () => {
      const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
      let deleted: Promise<number> | undefined;
      // A step ending, as run-lifecycle.ts does it: the property's lock, its run's row, then the property's status.
      await app.db.transaction().execute(async (trx) => {
        await lockProperty(trx, property.id);
        await trx
          .updateTable('analysis_runs')
          .set({ note: null })
          .where('property_id', '=', property.id)
          .execute();
        deleted = app
          .inject({
            method: 'DELETE',
            url: `/api/v1/properties/${property.id}`,
            headers: bearer(account),
          })
          .then((response) => response.statusCode);
        await untilAnotherSessionWaits(app);
        await setPropertyStatus(trx, property.id, {
          workflow: 'processing',
          analysis: 'in_progress',
        });
      });
      expect(await deleted).toBe(204);
      const after = await app.inject({
        method: 'GET',
        url: `/api/v1/properties/${property.id}`,
        headers: bearer(account),
      });
      expect(after.statusCode).toBe(404);
      const runsLeft = await app.db
        .selectFrom('analysis_runs')
        .select('id')
        .where('property_id', '=', property.id)
        .execute();
      expect(runsLeft).toEqual([]);
    });
  },
);
