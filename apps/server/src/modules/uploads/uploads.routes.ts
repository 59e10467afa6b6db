import multipart from '@fastify/multipart';
import { errorBodySchema, FILE_MESSAGES, MAX_FILES_PER_UPLOAD, uploadFormSchema, uploadFormWithPropertySchema, uploadResultSchema } from '@plotwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { bearerSecurity } from '../../plugins/openapi.ts';
import { tenantIdOf } from '../../plugins/tenant-context.ts';
import { uploadFiles, type UploadDeps, type UploadPart } from './uploads.service.ts';

const tags = ['files'];
const consumes = ['multipart/form-data'];
const uploadResponses = { 201: uploadResultSchema, 400: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, 429: errorBodySchema };

/** busboy's words for a body that ended before its closing boundary (it gives them no code). */
const CUT_SHORT = /unexpected end of multipart data/i;

/** A parser failure as the client should read it. */
function toUploadError(error: Error & { code?: string }) {
  if (error.code === 'FST_FILES_LIMIT') return new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooManyFiles);
  if (error.code === 'FST_MP_PREMATURE_CLOSE' || CUT_SHORT.test(error.message)) return new AppError('VALIDATION_FAILED', FILE_MESSAGES.incomplete);
  return error;
}

/**
 * The multipart body as upload parts; busboy's limits become the product's messages (docs/product/messages.md, "Files"). When the
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
    throw toUploadError(error as Error & { code?: string });
  } finally {
    if (!request.raw.readableEnded) request.raw.unpipe().resume();
  }
}

export const uploadsRoutes: FastifyPluginAsyncZod<Omit<UploadDeps, 'db'>> = async (app, { files, triggerAnalysis, holdAnalysis, uploadsPerMinute }) => {
  const deps = { db: app.db, files, triggerAnalysis, holdAnalysis, uploadsPerMinute };
  // The size limit holds while the file streams in, never after buffering it (docs/decisions/0010-file-storage.md).
  await app.register(multipart, {
    limits: { fileSize: files.maxUploadMb * 1024 * 1024, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 10 },
  });

  app.post(
    '/api/v1/upload-files',
    {
      onRequest: app.requireTenant,
      schema: { tags, security: bearerSecurity, consumes, body: uploadFormWithPropertySchema, description: 'Multipart: a property_id field and files.', response: uploadResponses },
    },
    async (request, reply) => reply.status(201).send(await uploadFiles(deps, tenantIdOf(request), uploadParts(request))),
  );

  app.post(
    '/api/v1/properties/:id/upload-files',
    {
      onRequest: app.requireTenant,
      schema: { tags, security: bearerSecurity, consumes, params: z.object({ id: z.string() }), body: uploadFormSchema, description: 'Multipart: files.', response: uploadResponses },
    },
    async (request, reply) =>
      reply.status(201).send(await uploadFiles(deps, tenantIdOf(request), uploadParts(request), request.params.id)),
  );
};
