import multipart from '@fastify/multipart';
import { errorBodySchema, FILE_MESSAGES, fileConfigSchema, MAX_FILES_PER_UPLOAD, UPLOAD_ACCEPT, uploadResultSchema } from '@plotwise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import type { FilesContext } from './files-context.ts';
import { openStoredFile } from './files.service.ts';
import { uploadFiles, type UploadPart } from './uploads.service.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';

const tags = ['files'];
const uploadResponses = { 201: uploadResultSchema, 400: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema };
const signedLinkSchema = z.object({
  tenant: z.string().optional(),
  expires: z.coerce.number().int().optional(),
  signature: z.string().optional(),
});

/**
 * The multipart body as upload parts; busboy's limits become the specification's messages. When the
 * upload fails part-way, the rest of the body is read and thrown away unparsed, so the client gets its
 * answer at once and the connection stays usable, without the server holding what was sent.
 */
async function* uploadParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') yield { type: 'field', name: part.fieldname, value: String(part.value) };
      else yield { type: 'file', filename: part.filename, stream: part.file, isTruncated: () => part.file.truncated };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooManyFiles);
    throw error;
  } finally {
    if (!request.raw.readableEnded) request.raw.unpipe().resume();
  }
}

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesContext }> = async (app, { files }) => {
  const deps = { db: app.db, files };
  // The size limit is enforced by busboy while the file streams in (decision D2), never after buffering it.
  await app.register(multipart, {
    limits: { fileSize: files.maxUploadMb * 1024 * 1024, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 10 },
  });

  app.get(
    '/api/v1/files/config',
    { schema: { tags, description: 'The upload limit and accepted types, so the client checks with the same numbers.', response: { 200: fileConfigSchema } } },
    async () => ({ max_upload_mb: files.maxUploadMb, max_files: MAX_FILES_PER_UPLOAD, accept: UPLOAD_ACCEPT }),
  );

  app.post(
    '/api/v1/upload-files',
    { onRequest: app.requireTenant, schema: { tags, security: bearerSecurity, description: 'Multipart: a property_id field and files.', response: uploadResponses } },
    async (request, reply) => reply.status(201).send(await uploadFiles(deps, tenantIdOf(request), uploadParts(request))),
  );

  app.post(
    '/api/v1/properties/:id/upload-files',
    {
      onRequest: app.requireTenant,
      schema: { tags, security: bearerSecurity, params: z.object({ id: z.string() }), description: 'Multipart: files.', response: uploadResponses },
    },
    async (request, reply) =>
      reply.status(201).send(await uploadFiles(deps, tenantIdOf(request), uploadParts(request), request.params.id)),
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
