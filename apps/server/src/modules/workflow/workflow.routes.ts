import { errorBodySchema, workflowStatusSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { getWorkflowStatus, refreshMarketData, retriggerWorkflow } from './workflow.service.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';

const tags = ['properties'];
const params = z.object({ id: z.string() });
const started = { 202: workflowStatusSchema, 404: errorBodySchema };

export const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, runSeconds: app.config.WORKFLOW_PLACEHOLDER_SECONDS };
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/properties/:id/workflow-status',
    { schema: { tags, security: bearerSecurity, params, response: { 200: workflowStatusSchema, 404: errorBodySchema } } },
    async (request) => getWorkflowStatus(deps, tenantIdOf(request), request.params.id),
  );

  app.post(
    '/api/v1/properties/:id/refresh-market-data',
    { schema: { tags, security: bearerSecurity, params, description: 'Accepted: the property shows market_analysis_in_progress until the run ends.', response: started } },
    async (request, reply) => reply.status(202).send(await refreshMarketData(deps, tenantIdOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/properties/:id/retrigger-workflow',
    { schema: { tags, security: bearerSecurity, params, description: 'Accepted: the property shows processing until the run ends.', response: started } },
    async (request, reply) => reply.status(202).send(await retriggerWorkflow(deps, tenantIdOf(request), request.params.id)),
  );
};
