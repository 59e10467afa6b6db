import type { ErrorBody, FieldIssue } from '@plotwise/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

const SERVER_ERROR = 'Server error occurred';

function toFieldIssues(error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

/** Maps every failure to `{ detail, code, errors? }`; a 5xx never carries internals. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const body: ErrorBody = { detail: error.message, code: error.code, errors: error.errors };
        return reply.status(error.statusCode).send(body);
      }
      const issues = toFieldIssues(error);
      if (issues.length > 0) {
        const body: ErrorBody = { detail: issues[0]!.message, code: 'VALIDATION_FAILED', errors: issues };
        return reply.status(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(500).send({ detail: SERVER_ERROR, code: 'INTERNAL' } satisfies ErrorBody);
      }
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE'
        : status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.status(status).send({ detail: error.message, code } satisfies ErrorBody);
    });
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' } satisfies ErrorBody),
    );
  },
  { name: 'error-handler' },
);
