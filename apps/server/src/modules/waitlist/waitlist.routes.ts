import { errorBodySchema, waitlistEntrySchema, waitlistJoinSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSecurity } from '../../plugins/openapi.ts';
import { joinWaitlist, listWaitlist } from './waitlist.service.ts';

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        body: waitlistJoinSchema,
        response: { 201: z.object({ success: z.literal(true) }), 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await joinWaitlist(app.db, request.body.email);
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/api/v1/waitlist',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['waitlist'],
        description: 'Administrators only: a verified address listed in ADMIN_EMAILS.',
        security: adminSecurity,
        response: { 200: z.array(waitlistEntrySchema), 403: errorBodySchema },
      },
    },
    async () => listWaitlist(app.db),
  );
};
