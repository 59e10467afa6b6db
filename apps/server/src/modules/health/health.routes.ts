import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema } } },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
