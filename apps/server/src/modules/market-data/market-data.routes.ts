import { errorBodySchema, marketDataResponseSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { getMarketData } from './market-data.service.ts';

const params = z.object({ id: z.string() });

export const marketDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/properties/:id/market-data',
    {
      schema: {
        tags: ['properties'],
        security: bearerSecurity,
        params,
        description:
          'The latest market data for the property: figures (each with method, source and date), comparable sales, the local price trend and the providers used. Before the first run: data_available false and no figures.',
        response: { 200: marketDataResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => getMarketData(app.db, tenantIdOf(request), request.params.id),
  );
};
