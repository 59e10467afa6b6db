import { changePlanSchema, errorBodySchema, featureCheckSchema, features, subscriptionSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { changePlan, checkFeature, getSubscription, type AiAnalysisCount } from './subscriptions.service.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ countAiAnalyses: AiAnalysisCount }> = async (app, { countAiAnalyses }) => {
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/subscription/current',
    { schema: { tags: ['subscription'], security: bearerSecurity, response: { 200: subscriptionSchema } } },
    async (request) => getSubscription(app.db, tenantIdOf(request), countAiAnalyses),
  );

  app.post(
    '/api/v1/subscription/check-feature/:feature',
    {
      schema: {
        tags: ['subscription'],
        security: bearerSecurity,
        params: z.object({ feature: z.enum(features, { message: `Unknown feature; expected one of ${features.join(', ')}` }) }),
        response: { 200: featureCheckSchema },
      },
    },
    async (request) => checkFeature(app.db, tenantIdOf(request), request.params.feature, countAiAnalyses),
  );

  app.post(
    '/api/v1/subscription/upgrade',
    {
      schema: {
        tags: ['subscription'],
        security: bearerSecurity,
        description: 'Moves between Free and Pro. Pro needs payment_intent_id from process-payment.',
        body: changePlanSchema,
        response: { 200: subscriptionSchema, 402: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => changePlan(app.db, tenantIdOf(request), request.user!, request.body, countAiAnalyses),
  );
};
