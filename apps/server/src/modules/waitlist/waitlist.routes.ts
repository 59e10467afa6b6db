import { errorBodySchema, waitlistEntrySchema, waitlistJoinSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
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
      onRequest: app.authenticate,
      schema: {
        tags: ['waitlist'],
        description: 'Administrators only (ADMIN_EMAILS, decision D14).',
        security: adminSecurity,
        response: { 200: z.array(waitlistEntrySchema), 403: errorBodySchema },
      },
    },
    async (request) => {
      if (!app.config.ADMIN_EMAILS.includes(request.user!.email.toLowerCase())) {
        throw new AppError('FORBIDDEN', 'You are not authorized to perform this action.');
      }
      return listWaitlist(app.db);
    },
  );
};
