import type { PaymentsConfig } from '@plotwise/contracts';
import type { CardPaymentProvider } from './card-payment';
import { TestCardEntry } from './test-card-entry';

const testProvider: CardPaymentProvider = {
  id: 'test',
  CardEntry: TestCardEntry,
  note: 'Test mode: use card 4242 4242 4242 4242 with any future expiry date and any CVC.',
};

/**
 * The card provider for the server's configuration. Stripe Elements is not bundled yet, so a
 * server configured for Stripe gets null and the form says card payments are unavailable.
 */
export function getCardPaymentProvider(config: PaymentsConfig): CardPaymentProvider | null {
  return config.provider === 'test' ? testProvider : null;
}
