import { errorBodySchema, tenantInfoSchema, tenantSetupSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTenantInfo, setUpTenant } from './tenants.service.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';

export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/tenant/info',
    {
      onRequest: app.authenticate,
      schema: { tags: ['tenant'], security: bearerSecurity, response: { 200: tenantInfoSchema, 404: errorBodySchema } },
    },
    async (request) => getTenantInfo(app.db, request.user!.userId),
  );

  app.post(
    '/api/v1/tenant/setup',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tenant'],
        security: bearerSecurity,
        body: tenantSetupSchema,
        response: { 200: tenantInfoSchema, 201: tenantInfoSchema, 402: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { tenant, created } = await setUpTenant(app.db, request.user!, request.body);
      return reply.status(created ? 201 : 200).send(tenant);
    },
  );
};
