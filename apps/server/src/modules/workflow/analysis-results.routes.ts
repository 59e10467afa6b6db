import {
  analysisHealthSchema,
  assumptionsPatchSchema,
  costEstimateSchema,
  errorBodySchema,
  propertyAnalysisResponseSchema,
} from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import {
  getAnalysisHealth,
  getCostEstimate,
  getPropertyAnalysis,
  recomputeWithAssumptions,
  type WorkflowDeps,
} from './workflow.service.ts';

const tags = ['analysis'];
const params = z.object({ id: z.string() });

/** The analysis's results, assumptions, cost and health (docs/product/analysis.md, "Endpoints"). */
export const analysisResultsRoutes: FastifyPluginAsyncZod<{ workflow: WorkflowDeps }> = async (
  app,
  { workflow },
) => {
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/properties/:id/analysis',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        description:
          'The latest result of each part with its narrative, the assumptions in force, the engine input a recompute would read now, and the runs so far (newest first).',
        response: { 200: propertyAnalysisResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      getPropertyAnalysis(workflow.steps.analysis, tenantIdOf(request), request.params.id),
  );

  app.put(
    '/api/v1/properties/:id/analysis/assumptions',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        body: assumptionsPatchSchema,
        description:
          'Changes only the assumptions named (buyer field by field); the three parts are recomputed at once and the new analysis returned.',
        response: {
          200: propertyAnalysisResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      recomputeWithAssumptions(workflow, tenantIdOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/properties/:id/analysis/cost-estimate',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        response: { 200: costEstimateSchema, 404: errorBodySchema },
      },
    },
    async (request) => getCostEstimate(workflow, tenantIdOf(request), request.params.id),
  );

  app.get(
    '/api/v1/analysis/cost-estimate',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description: 'What the next run costs for a typical property.',
        response: { 200: costEstimateSchema },
      },
    },
    async (request) => getCostEstimate(workflow, tenantIdOf(request)),
  );

  app.get(
    '/api/v1/analysis/health',
    { schema: { tags, security: bearerSecurity, response: { 200: analysisHealthSchema } } },
    async () => getAnalysisHealth(workflow),
  );
};
