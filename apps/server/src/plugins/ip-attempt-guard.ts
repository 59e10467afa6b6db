import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { takeAttempt, type AttemptLimit } from '../lib/attempt-counter.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later';

/**
 * An onRequest hook that allows `limit` calls per client IP for one purpose, counted in the
 * database so every API process shares the count. Off when RATE_LIMIT_ENABLED is false.
 */
export function limitAttemptsPerIp(app: FastifyInstance, purpose: string, limit: AttemptLimit) {
  return async (request: FastifyRequest) => {
    if (!app.config.RATE_LIMIT_ENABLED) return;
    if (!(await takeAttempt(app.db, `${purpose}:${request.ip}`, limit))) throw new AppError('RATE_LIMITED', TOO_MANY_REQUESTS);
  };
}
