import {
  defaultPromptsResponseSchema,
  errorBodySchema,
  promptsResponseSchema,
  savePromptsSchema,
} from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { getDefaultPrompts, getPrompts, resetPrompts, savePrompts } from './prompts.service.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';

const tags = ['prompts'];

export const promptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/prompts',
    {
      onRequest: app.requireTenant,
      schema: {
        tags,
        security: bearerSecurity,
        description: "The tenant's prompts: custom ones laid over the defaults.",
        response: { 200: promptsResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => getPrompts(app.db, tenantIdOf(request)),
  );

  app.post(
    '/api/v1/prompts',
    {
      onRequest: app.requireTenant,
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'Saves the whole prompt map or any groups and keys of it; the rest keep their value.',
        body: savePromptsSchema,
        response: { 200: promptsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => savePrompts(app.db, tenantIdOf(request), request.body),
  );

  app.post(
    '/api/v1/prompts/reset',
    {
      onRequest: app.requireTenant,
      schema: {
        tags,
        security: bearerSecurity,
        description: 'Deletes every custom prompt.',
        response: { 200: promptsResponseSchema },
      },
    },
    async (request) => resetPrompts(app.db, tenantIdOf(request)),
  );

  app.get(
    '/api/v1/prompts/defaults',
    {
      onRequest: app.authenticate,
      schema: { tags, security: bearerSecurity, response: { 200: defaultPromptsResponseSchema } },
    },
    async () => getDefaultPrompts(),
  );
};
