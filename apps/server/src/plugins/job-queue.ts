import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { QueueConnection } from '../db/database.ts';

export type JobQueue = PgBoss;

/** How long a closing server lets the steps it is running finish before it lets go of them. */
const STOP_GRACE_MS = 5_000;

/**
 * pg-boss on the app's own database (docs/decisions/0141-job-queue.md): on PGlite through its one
 * instance, so the queue and the app share the connection and its transactions; on PostgreSQL with
 * a small pool of its own. LISTEN/NOTIFY wakes workers the moment a job is sent.
 */
function createJobQueue(connection: QueueConnection, config: Config): PgBoss {
  const common = {
    useListenNotify: true,
    schedule: false,
    monitorIntervalSeconds: config.WORKFLOW_MONITOR_SECONDS,
    superviseIntervalSeconds: config.WORKFLOW_MONITOR_SECONDS,
  };
  return connection.kind === 'pglite'
    ? new PgBoss({ ...common, db: fromPglite(connection.pglite), backend: 'pglite' })
    : new PgBoss({
        ...common,
        connectionString: connection.url,
        max: 4,
        application_name: 'plotwise-jobs',
      });
}

/** Puts a started job queue on the app and stops it (letting running jobs finish) before the database closes. */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance, options: { connection: QueueConnection }) => {
    const queue = createJobQueue(options.connection, app.config);
    queue.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await queue.start();
    app.decorate('jobs', queue);
    app.addHook('preClose', async () => {
      await queue.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
    });
  },
  { name: 'job-queue', dependencies: ['db'] },
);
