import type { CardDetails, PaymentMethod } from '@plotwise/contracts';
import { apiPaths } from '../../config/paths';
import { api } from '../api-client';

/** The built-in test provider's stand-in for Stripe.js createPaymentMethod. */
export function createPaymentMethod(card: CardDetails): Promise<PaymentMethod> {
  return api.post<PaymentMethod>(apiPaths.payments.paymentMethods, card, { token: null });
}
