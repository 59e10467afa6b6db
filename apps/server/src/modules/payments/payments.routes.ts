import {
  cardDetailsSchema,
  errorBodySchema,
  paymentMethodSchema,
  paymentResultSchema,
  paymentsConfigSchema,
  processPaymentSchema,
} from '@plotwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { limitAttemptsPerIp } from '../../plugins/ip-attempt-guard.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paymentsConfigOf, processPayment } from './payments.service.ts';

/** Public routes: a Pro sign-up pays before the account exists (docs/product/accounts-and-sessions.md, "Create Account dialog"). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider; publishableKey?: string }> = async (
  app,
  { provider, publishableKey },
) => {
  const paymentsConfig = paymentsConfigOf(provider, publishableKey);
  app.get(
    '/api/v1/payments/config',
    { schema: { tags: ['payments'], response: { 200: paymentsConfigSchema } } },
    async () => paymentsConfig,
  );

  // Public and unauthenticated, so card numbers cannot be tried in bulk: 20 calls per IP per 15 minutes.
  const limitCardAttempts = limitAttemptsPerIp(app, 'payments', { max: 20, windowMinutes: 15 });

  app.post(
    '/api/v1/payments/payment-methods',
    {
      onRequest: limitCardAttempts,
      schema: {
        tags: ['payments'],
        description: 'Built-in test provider only: turns test card details into a payment method, as Stripe.js does.',
        body: cardDetailsSchema,
        response: { 201: paymentMethodSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!provider.createPaymentMethod) throw new AppError('NOT_FOUND', 'Payment methods are created by Stripe.js');
      return reply.status(201).send(await provider.createPaymentMethod(request.body));
    },
  );

  app.post(
    '/api/v1/subscription/process-payment',
    {
      onRequest: limitCardAttempts,
      schema: {
        tags: ['subscription'],
        description: 'Charges the first month of Pro. amount_paid is in pence.',
        body: processPaymentSchema,
        response: { 200: paymentResultSchema, 402: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => processPayment(app.db, provider, request.body),
  );
};
