import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse as parseContentType } from 'fast-content-type-parse';
import { AppError } from '../lib/app-error.ts';
import { findUnstorableInput } from '../lib/unstorable-input.ts';

const MULTIPART = /^multipart\//i;
/** RFC 2046: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;
export const MISSING_BOUNDARY = 'The multipart body needs a boundary: Content-Type multipart/form-data; boundary=…';

function checkMultipartBoundary(request: FastifyRequest) {
  const header = request.headers['content-type'];
  if (!header || !MULTIPART.test(header)) return;
  let boundary: string | undefined;
  try {
    boundary = parseContentType(header).parameters.boundary;
  } catch {
    boundary = undefined;
  }
  if (!boundary || boundary.length > MAX_BOUNDARY_LENGTH) throw new AppError('VALIDATION_FAILED', MISSING_BOUNDARY);
}

/**
 * One check in front of every route, identity's included, before any schema or handler reads the
 * input (docs/decisions/0136-one-input-guard-for-every-route.md): text with a NUL character, numbers
 * past what JSON can hold and nesting past MAX_INPUT_DEPTH answer 400 naming the field, and so
 * does a multipart body without a usable boundary. A new route is covered without doing anything.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      checkMultipartBoundary(request);
      for (const [input, whole] of [[request.params, 'path'], [request.query, 'query'], [request.body, 'body']] as const) {
        const issue = findUnstorableInput(input, whole);
        if (issue) throw new AppError('VALIDATION_FAILED', issue.message, [issue]);
      }
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
