import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type SecurityRequirements = Array<Record<string, string[]>>;

/** The OpenAPI security requirement of every route that takes a bearer JWT. */
export const bearerSecurity: SecurityRequirements = [{ bearer: [] }];
/** Routes only an administrator (ADMIN_EMAILS) may call; others answer 403. */
export const adminSecurity: SecurityRequirements = [{ adminBearer: [] }];
/** Stored files: a bearer JWT, or the signed link (tenant, expires, signature) a file's public_url carries. */
export const bearerOrSignedLinkSecurity: SecurityRequirements = [{ bearer: [] }, { signedLink: [] }];

/** The OpenAPI document is generated from the routes' zod schemas (docs/decisions/0106-api-shapes-in-openapi.md) and served at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Plotwise API', version: '1.0.0' },
        components: {
          // The access-control suite reads these from the document: a new route that declares one is covered at once.
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            adminBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The JWT of an administrator (ADMIN_EMAILS).' },
            signedLink: { type: 'apiKey', in: 'query', name: 'signature', description: 'With tenant and expires, as in a file\'s public_url.' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
