import { errorBodySchema, fileConfigSchema, MAX_FILES_PER_UPLOAD, UPLOAD_ACCEPT } from '@plotwise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerOrSignedLinkSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import type { FilesContext } from './files-context.ts';
import { openStoredFile } from './files.service.ts';

const tags = ['files'];
const signedLinkSchema = z.object({
  tenant: z.string().optional(),
  expires: z.coerce.number().int().optional(),
  signature: z.string().optional(),
});

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesContext }> = async (app, { files }) => {
  const deps = { db: app.db, files };

  app.get(
    '/api/v1/files/config',
    { schema: { tags, description: 'The upload limit and accepted types, so the client checks with the same numbers.', response: { 200: fileConfigSchema } } },
    async () => ({ max_upload_mb: files.maxUploadMb, max_files: MAX_FILES_PER_UPLOAD, accept: UPLOAD_ACCEPT }),
  );

  const sendStoredFile = (variant: 'file' | 'thumbnail') =>
    async (request: FastifyRequest<{ Params: { fileId: string }; Querystring: z.infer<typeof signedLinkSchema> }>, reply: FastifyReply) => {
      const { tenant, expires, signature } = request.query;
      const signedFor = tenant && expires && signature ? files.links.verify(request.params.fileId, { tenant, expires, signature }) : null;
      if (!signedFor) await app.requireTenant(request);
      const file = await openStoredFile(deps, signedFor ?? tenantIdOf(request), request.params.fileId, variant);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(file.body);
    };
  const storedFileSchema = (description: string) => ({
    tags,
    security: bearerOrSignedLinkSecurity,
    description,
    params: z.object({ fileId: z.string() }),
    querystring: signedLinkSchema,
    response: { 200: z.any().describe('The file bytes'), 401: errorBodySchema, 404: errorBodySchema },
  });

  app.get(
    '/api/v1/files/:fileId',
    { schema: storedFileSchema('A stored file, for its owner: by the signed public_url (works in <img src>) or with a bearer token.') },
    sendStoredFile('file'),
  );

  app.get(
    '/api/v1/files/:fileId/thumbnail',
    { schema: storedFileSchema('The WebP thumbnail of an uploaded image, signed like the image itself (404 for other files).') },
    sendStoredFile('thumbnail'),
  );
};
