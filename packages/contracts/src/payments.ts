import { z } from 'zod';

/** Which card provider the server runs: the built-in test provider, or Stripe with its publishable key. */
export const paymentsConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({ provider: z.literal('stripe'), publishable_key: z.string().min(1) }),
]);
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** The card details the built-in test provider turns into a payment method (Stripe.js does this in the browser when Stripe is configured). */
export const cardDetailsSchema = z.object({
  number: z.string().regex(/^[\d ]{12,23}$/, 'Card number is incomplete'),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Security code is incomplete'),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const paymentMethodSchema = z.object({ id: z.string(), type: z.literal('card') });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const processPaymentSchema = z.object({
  payment_method_id: z.string().min(1),
  plan_id: z.literal('pro'),
  user_email: z.email(),
});
export type ProcessPayment = z.infer<typeof processPaymentSchema>;

export const paymentResultSchema = z.object({
  payment_intent_id: z.string(),
  customer_id: z.string(),
  amount_paid: z.number().int(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
