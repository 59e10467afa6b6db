import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { getPaymentErrorMessage } from './payment-messages';

describe('payment messages', () => {
  it("prefixes the server's detail with 'Payment failed: '", () => {
    const declined = new ApiError('Your card was declined.', 402, {
      detail: 'Your card was declined.',
      code: 'PAYMENT_FAILED',
    });
    expect(getPaymentErrorMessage(declined)).toBe('Payment failed: Your card was declined.');
  });

  it("reads 'Payment processing failed' without a detail", () => {
    expect(getPaymentErrorMessage(new ApiError('Network error', 0))).toBe(
      'Payment processing failed',
    );
  });
});
