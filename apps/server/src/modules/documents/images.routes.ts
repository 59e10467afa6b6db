import { errorBodySchema, imageTagsInputSchema, propertyImageSchema } from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { listImages, tagImage, type ImagesDeps } from './images.service.ts';

const tags = ['images'];

export const imagesRoutes: FastifyPluginAsyncZod<Pick<ImagesDeps, 'files'>> = async (app, { files }) => {
  const deps = { db: app.db, files };
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/api/v1/properties/:id/images',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: z.object({ id: z.string() }),
        description: 'The property\'s images in order, each with its thumbnail (uploaded images only), room and condition.',
        response: { 200: z.array(propertyImageSchema), 404: errorBodySchema },
      },
    },
    async (request) => listImages(deps, { tenantId: tenantIdOf(request), propertyId: request.params.id }),
  );

  app.patch(
    '/api/v1/properties/:id/images/:imageId',
    {
      schema: {
        tags,
        security: bearerSecurity,
        params: z.object({ id: z.string(), imageId: z.string() }),
        body: imageTagsInputSchema,
        description: 'Tags an image with a room and a condition (good, fair, poor); null clears a tag, a tag left out is kept.',
        response: { 200: propertyImageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      tagImage(deps, { tenantId: tenantIdOf(request), propertyId: request.params.id, imageId: request.params.imageId, tags: request.body }),
  );
};
