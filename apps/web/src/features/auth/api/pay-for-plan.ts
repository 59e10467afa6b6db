import type { PaymentResult, SignupPlan } from '@plotwise/contracts';
import { getPaymentErrorMessage, PAYMENT_MESSAGES } from '../../../lib/payments/payment-messages';
import { processPayment } from '../../../lib/payments/process-payment';

/**
 * Pro is paid for before the account exists (docs/product/accounts-and-sessions.md#create-account-dialog,
 * step 2); a failure reads `Payment failed: {detail}`. Free needs nothing.
 */
export async function payForPlan(
  plan: SignupPlan,
  email: string,
  paymentMethodId: string | undefined,
): Promise<PaymentResult | undefined> {
  if (plan !== 'pro') return undefined;
  if (!paymentMethodId) throw new Error(PAYMENT_MESSAGES.cardIncomplete);
  try {
    return await processPayment({ payment_method_id: paymentMethodId, plan_id: 'pro', user_email: email });
  } catch (error) {
    throw new Error(getPaymentErrorMessage(error), { cause: error });
  }
}
