import { errorBodySchema, profileSchema, updateProfileSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProfile, updateProfile } from './profile.service.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, security: bearerSecurity, response: { 200: profileSchema, 404: errorBodySchema } },
    },
    async (request) => getProfile(app.db, request.user!.userId),
  );

  app.put(
    '/api/v1/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'Updates any of the fields, theme included; fields left out keep their value and an empty string clears one.',
        body: updateProfileSchema,
        response: { 200: profileSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => updateProfile(app.db, request.user!.userId, request.body),
  );
};
