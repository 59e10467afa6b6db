import type { Ref } from 'react';
import { usePaymentsConfig } from '../../lib/payments/get-payments-config';
import { PAYMENT_MESSAGES } from '../../lib/payments/payment-messages';
import { Skeleton } from '../ui/skeleton';
import type { CardEntryHandle, CardEntryStatus } from './card-payment';
import { getCardPaymentProvider } from './get-card-payment-provider';

type CardPaymentBoxProps = {
  cardRef: Ref<CardEntryHandle>;
  onStatusChange: (status: CardEntryStatus) => void;
  disabled?: boolean;
};

/** The Pro plan's card box, drawn by whichever card provider the server runs. */
export function CardPaymentBox({ cardRef, onStatusChange, disabled }: CardPaymentBoxProps) {
  const config = usePaymentsConfig();
  const provider = config.data ? getCardPaymentProvider(config.data) : null;

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/70 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Credit Card Information</legend>
      {provider?.note ? <p className="mb-3 text-xs text-slate-600">{provider.note}</p> : null}
      {config.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-11" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        </div>
      ) : provider ? (
        <provider.CardEntry ref={cardRef} onStatusChange={onStatusChange} disabled={disabled} />
      ) : (
        <p role="alert" className="text-sm text-red-700">
          {PAYMENT_MESSAGES.cardPaymentsUnavailable}
        </p>
      )}
    </fieldset>
  );
}
