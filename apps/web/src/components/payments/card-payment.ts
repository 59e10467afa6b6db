import type { PaymentsConfig } from '@plotwise/contracts';
import type { ComponentType, Ref } from 'react';

/**
 * The seam between the card forms (sign-up, plan change) and a card provider (docs/decisions/0004-payments.md). The
 * built-in test provider implements it with our own fields; a Stripe Elements implementation can
 * implement the same three types without the forms changing.
 */

/** Reported on every change, as Stripe's CardElement reports `complete` and `error`. */
export type CardEntryStatus = { isComplete: boolean; error: string | null };

export type CardEntryHandle = {
  /** Creates a card payment method and answers its id; rejects with a message to show as is. */
  createPaymentMethod: () => Promise<string>;
};

export type CardEntryProps = {
  ref?: Ref<CardEntryHandle>;
  onStatusChange: (status: CardEntryStatus) => void;
  disabled?: boolean;
};

export type CardPaymentProvider = {
  id: PaymentsConfig['provider'];
  CardEntry: ComponentType<CardEntryProps>;
  /** Shown above the fields, e.g. which test card to use. */
  note: string | null;
};
