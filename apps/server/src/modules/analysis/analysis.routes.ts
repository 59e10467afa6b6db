import { assumptionDefaultsSchema, errorBodySchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { getAssumptionDefaults, saveAssumptionDefaults } from './analysis.service.ts';

const tags = ['analysis'];

/** A user's own starting assumptions for every new property (docs/product/analysis.md, "Assumptions"). */
export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/analysis/assumption-defaults',
    { schema: { tags, security: bearerSecurity, response: { 200: assumptionDefaultsSchema } } },
    async (request) => getAssumptionDefaults(app.db, tenantIdOf(request)),
  );

  app.put(
    '/api/v1/analysis/assumption-defaults',
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: assumptionDefaultsSchema,
        description:
          "Replaces the defaults whole: fields left out fall back to the engine's. New properties start from them; existing ones keep theirs.",
        response: { 200: assumptionDefaultsSchema, 400: errorBodySchema },
      },
    },
    async (request) => saveAssumptionDefaults(app.db, tenantIdOf(request), request.body),
  );
};
