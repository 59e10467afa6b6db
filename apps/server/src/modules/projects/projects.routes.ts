import { errorBodySchema, projectInputSchema, projectSchema, projectUpdateSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './projects.service.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';

const tags = ['projects'];
const params = z.object({ id: z.string() });

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/projects',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description: 'Every project of the tenant with its property_count. Query flags are accepted and ignored.',
        response: { 200: z.array(projectSchema) },
      },
    },
    async (request) => listProjects(app.db, tenantIdOf(request)),
  );

  app.get(
    '/api/v1/projects/:id',
    { schema: { tags, security: bearerSecurity, params, response: { 200: projectSchema, 404: errorBodySchema } } },
    async (request) => getProject(app.db, tenantIdOf(request), request.params.id),
  );

  app.post(
    '/api/v1/projects',
    { schema: { tags, security: bearerSecurity, body: projectInputSchema, response: { 201: projectSchema, 400: errorBodySchema, 409: errorBodySchema } } },
    async (request, reply) => reply.status(201).send(await createProject(app.db, tenantIdOf(request), request.body)),
  );

  app.put(
    '/api/v1/projects/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        body: projectUpdateSchema,
        response: { 200: projectSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => updateProject(app.db, tenantIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/projects/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        description: 'Refused with 409 while the project still has properties.',
        response: { 204: z.null(), 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteProject(app.db, tenantIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
