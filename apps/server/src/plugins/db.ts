import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database.ts';

/** Puts the open database on the app and closes it when the app closes. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
    app.decorate('db', options.database.db);
    app.decorate('runId', options.database.runId);
    app.addHook('onClose', () => options.database.close());
  },
  { name: 'db' },
);
