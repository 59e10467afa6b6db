import { errorBodySchema, transactionTaxRequestSchema, transactionTaxResponseSchema } from '@plotwise/contracts';
import { ukToday } from '@plotwise/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { transactionTax } from './tools.service.ts';

const tags = ['tools'];

export const toolsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/tools/transaction-tax',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        description:
          'Stamp Duty Land Tax, LBTT or LTT for a price and postcode, band by band in whole pounds; the completion date (today when left out) picks the rates.',
        body: transactionTaxRequestSchema,
        response: { 200: transactionTaxResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => transactionTax(request.body, ukToday()),
  );
};
