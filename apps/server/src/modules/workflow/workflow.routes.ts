import {
  analysisParts,
  analysisStatusResponseSchema,
  errorBodySchema,
  workflowStatusSchema,
} from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import {
  analyzeProperty,
  getAnalysisStatus,
  refreshMarketData,
  retriggerWorkflow,
  type WorkflowDeps,
} from './workflow.service.ts';

const tags = ['analysis'];
const params = z.object({ id: z.string() });
const partParams = params.extend({
  part: z.enum(analysisParts, {
    error: `Unknown part; expected one of ${analysisParts.join(', ')}`,
  }),
});
const started = { 202: workflowStatusSchema, 404: errorBodySchema };
const analyzed = { 202: analysisStatusResponseSchema, 403: errorBodySchema, 404: errorBodySchema };
const ANALYZE_NOTE =
  'Accepted: a run starts, or waits behind the one going. With an AI provider, 403 with the upgrade message when the plan has no AI analyses left this month.';

/** The workflow's triggers and status (docs/product/analysis.md, "Endpoints"). */
export const workflowRoutes: FastifyPluginAsyncZod<{ workflow: WorkflowDeps }> = async (
  app,
  { workflow },
) => {
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/properties/:id/workflow-status',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        response: { 200: workflowStatusSchema, 404: errorBodySchema },
      },
    },
    async (request) => getAnalysisStatus(app.db, tenantIdOf(request), request.params.id),
  );

  app.get(
    '/api/v1/properties/:id/analysis/status',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        response: { 200: analysisStatusResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => getAnalysisStatus(app.db, tenantIdOf(request), request.params.id),
  );

  app.post(
    '/api/v1/properties/:id/refresh-market-data',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        description: 'Accepted: the market step runs, then the steps that use its figures.',
        response: started,
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await refreshMarketData(workflow, tenantIdOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/properties/:id/retrigger-workflow',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        description: 'Accepted: every step runs again.',
        response: started,
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await retriggerWorkflow(workflow, tenantIdOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/properties/:id/analyze',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        description: ANALYZE_NOTE,
        response: analyzed,
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await analyzeProperty(workflow, tenantIdOf(request), request.params.id)),
  );

  app.post(
    '/api/v1/properties/:id/analyze/:part',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: partParams,
        description: `${ANALYZE_NOTE} Only the part named runs.`,
        response: { ...analyzed, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await analyzeProperty(
            workflow,
            tenantIdOf(request),
            request.params.id,
            request.params.part,
          ),
        ),
  );
};
