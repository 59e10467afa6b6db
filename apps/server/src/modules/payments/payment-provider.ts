import type { CardDetails, PaymentMethod } from '@plotwise/contracts';

export type ChargeRequest = { paymentMethodId: string; amountPence: number; email: string; customerId: string };
export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'declined'; message: string };

/** The built-in test provider and Stripe both sit behind this (docs/decisions/0004-payments.md). */
export type PaymentProvider = {
  name: 'test' | 'stripe';
  /** Only the test provider makes payment methods on the server; Stripe.js does it in the browser. */
  createPaymentMethod?: (card: CardDetails) => Promise<PaymentMethod>;
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
};
