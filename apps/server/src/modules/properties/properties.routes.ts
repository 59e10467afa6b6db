import {
  errorBodySchema,
  propertyInputSchema,
  propertyListQuerySchema,
  propertyPageSchema,
  propertyProjectionSchema,
  propertyQuerySchema,
  propertySchema,
  propertySummaryQuerySchema,
} from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import {
  createProperty,
  deleteProperty,
  getProperty,
  getPropertyPage,
  listProperties,
  updateProperty,
  type PropertiesDeps,
} from './properties.service.ts';

const tags = ['properties'];
const params = z.object({ id: z.string() });
const failures = { 400: errorBodySchema, 404: errorBodySchema };

export const propertiesRoutes: FastifyPluginAsyncZod<Omit<PropertiesDeps, 'db'>> = async (app, lookups) => {
  const deps = { db: app.db, ...lookups };
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/properties',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description: 'The tenant\'s properties, sorted (price-desc by default) and filtered, one page of them: limit (at most 500, and 500 when left out) and skip.',
        querystring: propertyListQuerySchema,
        response: { 200: z.array(propertySchema), 400: errorBodySchema },
      },
    },
    async (request) => listProperties(deps, tenantIdOf(request), request.query),
  );

  app.get(
    '/api/v1/properties/summary',
    {
      schema: {
        tags,
        security: bearerSecurity,
        description: 'One page of properties (limit 100 and skip 0 by default) and the total that match.',
        querystring: propertySummaryQuerySchema,
        response: { 200: propertyPageSchema, 400: errorBodySchema },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => getPropertyPage(deps, tenantIdOf(request), request.query),
  );

  app.get(
    '/api/v1/properties/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        description: 'fields (comma-separated) limits the answer to those keys plus id; _t is ignored.',
        querystring: propertyQuerySchema,
        response: { 200: propertyProjectionSchema, ...failures },
      },
    },
    async (request) => getProperty(deps, tenantIdOf(request), request.params.id, request.query.fields),
  );

  app.post(
    '/api/v1/properties',
    {
      schema: {
        tags,
        security: bearerSecurity,
        body: propertyInputSchema,
        description: 'Free plan: at most 5 properties (403 with the upgrade message).',
        response: { 201: propertySchema, ...failures, 403: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createProperty(deps, tenantIdOf(request), request.body)),
  );

  app.put(
    '/api/v1/properties/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        body: propertyInputSchema,
        description: 'Replaces the property with the form payload. image_urls and document_urls are the full lists: an uploaded file left out of them is deleted.',
        response: { 200: propertySchema, ...failures },
      },
    },
    async (request) => updateProperty(deps, tenantIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v1/properties/:id',
    { schema: { tags, security: bearerSecurity, params, response: { 204: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      await deleteProperty(deps, tenantIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
