import type { Property } from '@plotwise/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, multipart, propertyForm } from '../../test-support/property-fixtures.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';
import {
  findRunWithStatus,
  insertRun,
  lockProperty,
  setPropertyStatus,
} from './runs.repository.ts';

/** Until another session on this database waits for a lock: the request has reached what it waits on. */
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
  throw new Error('the request never waited for the run');
}

/**
 * Sends the request while a step's ending transaction is under way, as run-lifecycle.ts does it when
 * the ended run lets the next one start: the property's lock, its run's row, a new run (a row that
 * points at the tenant and the property), then the property's status. Answers the request's status.
 */
async function sendDuringRunTransaction(
  app: FastifyInstance,
  property: Property,
  request: InjectOptions,
) {
  let answered: Promise<number> | undefined;
  await app.db.transaction().execute(async (trx) => {
    await lockProperty(trx, property.id);
    const run = await findRunWithStatus(trx, property.id, 'in_progress');
    await trx.updateTable('analysis_runs').set({ note: null }).where('id', '=', run!.id).execute();
    answered = app.inject(request).then((response) => response.statusCode);
    await untilAnotherSessionWaits(app);
    await insertRun(trx, {
      tenantId: run!.tenant_id,
      propertyId: property.id,
      trigger: 'retrigger',
      steps: ['legal'],
    });
    await setPropertyStatus(trx, property.id, { workflow: 'processing', analysis: 'in_progress' });
  });
  return answered!;
}

// Two sessions at once, which PGlite has not: PostgreSQL only (docs/decisions/0146-lock-order-for-writes-that-start-a-run.md).
describe.runIf(databaseKinds.includes('postgres'))(
  'writing a property while its run moves on',
  () => {
    let app: FastifyInstance;
    let account: TestAccount;
    beforeAll(async () => {
      // No worker: the run the create starts stays where the test puts it.
      app = await buildTestApp('postgres', { WORKFLOW_WORKER_ENABLED: 'false' });
      account = await signUpWithTenant(app);
    });
    afterAll(() => app.close());

    const newProperty = () => createProperty(app, account, { image_urls: [], document_urls: [] });
    const propertyUrl = (property: Property) => `/api/v1/properties/${property.id}`;
    const runsOf = (property: Property) =>
      app.db
        .selectFrom('analysis_runs')
        .select(['status', 'trigger'])
        .where('property_id', '=', property.id)
        .orderBy('created_at')
        .execute();

    it('a delete waits for the run’s transaction instead of deadlocking with it, then deletes', async () => {
      const property = await newProperty();
      const status = await sendDuringRunTransaction(app, property, {
        method: 'DELETE',
        url: propertyUrl(property),
        headers: bearer(account),
      });
      expect(status).toBe(204);
      expect(
        (await app.inject({ method: 'GET', url: propertyUrl(property), headers: bearer(account) }))
          .statusCode,
      ).toBe(404);
      expect(await runsOf(property)).toEqual([]);
    });

    it('an update that asks for a run waits for the run’s transaction, then saves and joins the waiting run', async () => {
      const property = await newProperty();
      const payload = propertyForm({ price: 310000, image_urls: [], document_urls: [] });
      const status = await sendDuringRunTransaction(app, property, {
        method: 'PUT',
        url: propertyUrl(property),
        headers: bearer(account),
        payload,
      });
      expect(status).toBe(200);
      const saved = (
        await app.inject({ method: 'GET', url: propertyUrl(property), headers: bearer(account) })
      ).json<Property>();
      expect(saved.price).toBe(310000);
      expect(await runsOf(property)).toEqual([
        { status: 'in_progress', trigger: 'create' },
        { status: 'pending', trigger: 'update' },
      ]);
    });

    it('an upload waits for the run’s transaction, then records its files and joins the waiting run', async () => {
      const property = await newProperty();
      const photo = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#8a6d4b' },
      })
        .png()
        .toBuffer();
      const body = multipart([{ name: 'hall.png', content: photo }]);
      const status = await sendDuringRunTransaction(app, property, {
        method: 'POST',
        url: `${propertyUrl(property)}/upload-files`,
        headers: { ...bearer(account), ...body.headers },
        payload: body.payload,
      });
      expect(status).toBe(201);
      const saved = (
        await app.inject({ method: 'GET', url: propertyUrl(property), headers: bearer(account) })
      ).json<Property>();
      expect(saved.images.map((image) => image.filename)).toEqual(['hall.png']);
      expect(await runsOf(property)).toEqual([
        { status: 'in_progress', trigger: 'create' },
        { status: 'pending', trigger: 'upload' },
      ]);
    });
  },
);
