import { isApiError } from '../api-client';

/** Card and payment strings shared by sign-up and the plan change (docs/product/messages.md, "Payments and cards"). */
export const PAYMENT_MESSAGES = {
  cardIncomplete: 'Please enter complete card details',
  cardPaymentsUnavailable: 'Card payments are unavailable right now. Please try again later.',
  paymentFailedPrefix: 'Payment failed: ',
  paymentFailed: 'Payment processing failed',
} as const;

/** 'Payment failed: ' + the server's detail, or 'Payment processing failed'. */
export function getPaymentErrorMessage(error: unknown): string {
  return isApiError(error) && error.detail
    ? `${PAYMENT_MESSAGES.paymentFailedPrefix}${error.detail}`
    : PAYMENT_MESSAGES.paymentFailed;
}
