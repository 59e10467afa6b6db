import { useImperativeHandle, useState } from 'react';
import { TextField } from '../ui/text-field';
import { createPaymentMethod } from '../../lib/payments/create-payment-method';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  getCardStatus,
  toCardDetails,
  type CardInput,
} from '../../lib/payments/card-details';
import type { CardEntryProps } from './card-payment';

/** Card number, expiry (MM/YY) and CVC for the built-in test provider; no postal code. */
export function TestCardEntry({ ref, onStatusChange, disabled }: CardEntryProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const status = getCardStatus(card);

  function update(changes: Partial<CardInput>) {
    const next = { ...card, ...changes };
    setCard(next);
    onStatusChange(getCardStatus(next));
  }

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const method = await createPaymentMethod(toCardDetails(card));
        return method.id;
      },
    }),
    [card],
  );

  return (
    <div className="grid grid-cols-6 gap-3">
      <TextField
        className="col-span-6"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        disabled={disabled}
        onChange={(event) => update({ number: formatCardNumber(event.target.value) })}
      />
      <TextField
        className="col-span-3"
        label="Expiry date"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={card.expiry}
        disabled={disabled}
        onChange={(event) => update({ expiry: formatExpiry(event.target.value) })}
      />
      <TextField
        className="col-span-3"
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        value={card.cvc}
        disabled={disabled}
        onChange={(event) => update({ cvc: formatCvc(event.target.value) })}
      />
      {status.error ? (
        <p role="alert" className="col-span-6 text-xs font-medium text-red-700">
          {status.error}
        </p>
      ) : null}
    </div>
  );
}
