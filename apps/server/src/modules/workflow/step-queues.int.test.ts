import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import { createStepQueues } from './step-worker.ts';

// pg-boss creates a queue under this transaction lock (its plans.createQueue), whichever process asks.
const createQueueLock = sql`select pg_advisory_xact_lock(('x' || encode(sha224((current_database() || '.pgboss.pgbosscreate-queue')::bytea), 'hex'))::bit(64)::bigint)`;

// Needs a second session, which PGlite has not: PostgreSQL only.
describe.runIf(databaseKinds.includes('postgres'))('the step queues at start', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp('postgres');
  });
  afterAll(() => app.close());

  it('are not created again when they exist, so a start does not wait while another process creates queues', async () => {
    await app.db.transaction().execute(async (trx) => {
      await createQueueLock.execute(trx);
      const started = Date.now();
      await createStepQueues(app.jobs);
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
