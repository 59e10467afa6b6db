import type { PaymentResult, ProcessPayment } from '@plotwise/contracts';
import { apiPaths } from '../../config/paths';
import { api } from '../api-client';

/** Charges the Pro plan before the account exists (docs/product/accounts-and-sessions.md, "Create Account dialog", step 2). */
export function processPayment(input: ProcessPayment): Promise<PaymentResult> {
  return api.post<PaymentResult>(apiPaths.subscription.processPayment, input, { token: null });
}
