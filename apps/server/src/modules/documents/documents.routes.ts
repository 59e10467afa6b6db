import { documentSearchQuerySchema, documentSearchResultSchema, errorBodySchema, propertyDocumentSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { listDocuments, searchDocuments, type DocumentsDeps } from './documents.service.ts';

const tags = ['documents'];
const params = z.object({ id: z.string() });

export const documentsRoutes: FastifyPluginAsyncZod<Pick<DocumentsDeps, 'files' | 'documents'>> = async (app, { files, documents }) => {
  const deps = { db: app.db, files, documents, log: app.log };
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/properties/:id/documents',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        description: 'The property\'s uploaded documents (zip entries after their zip, and images read as documents), each with its kind, reading status and findings.',
        response: { 200: z.array(propertyDocumentSchema), 404: errorBodySchema },
      },
    },
    async (request) => listDocuments(deps, { tenantId: tenantIdOf(request), propertyId: request.params.id }),
  );

  app.get(
    '/api/v1/properties/:id/documents/search',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params,
        querystring: documentSearchQuerySchema,
        description: 'Full-text search of the text of the property\'s documents: matching pages, best first, with highlighted snippets.',
        response: { 200: documentSearchResultSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => searchDocuments(deps, { tenantId: tenantIdOf(request), propertyId: request.params.id, query: request.query.q }),
  );
};
