import { useRef, useState, type FormEvent } from 'react';
import type { CardEntryHandle, CardEntryStatus } from '../../../components/payments/card-payment';
import { CardPaymentBox } from '../../../components/payments/card-payment-box';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { getPaymentErrorMessage, PAYMENT_MESSAGES } from '../../../lib/payments/payment-messages';
import { processPayment } from '../../../lib/payments/process-payment';
import { useChangePlan } from '../api/change-plan';
import { BILLING_MESSAGES } from '../messages';

type UpgradePlanDialogProps = {
  /** The Pro plan's monthly price, e.g. '£39'. */
  price: string;
  userId: string;
  email: string;
  isOpen: boolean;
  onClose: () => void;
};

export function UpgradePlanDialog({ isOpen, onClose, ...props }: UpgradePlanDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={BILLING_MESSAGES.upgrade}
      description={BILLING_MESSAGES.upgradeDescription(props.price)}
    >
      <UpgradeForm onClose={onClose} {...props} />
    </Dialog>
  );
}

/** Card details to a payment method, then the first month's payment; answers the payment id. */
async function payForPro(card: CardEntryHandle, email: string): Promise<string> {
  // A card error or payment-method failure is shown as is (docs/product/plans-and-payments.md, "Billing & Plan").
  const paymentMethodId = await card.createPaymentMethod();
  try {
    const payment = await processPayment({
      payment_method_id: paymentMethodId,
      plan_id: 'pro',
      user_email: email,
    });
    return payment.payment_intent_id;
  } catch (error) {
    throw new Error(getPaymentErrorMessage(error), { cause: error });
  }
}

function UpgradeForm({ userId, email, price, onClose }: Omit<UpgradePlanDialogProps, 'isOpen'>) {
  const changePlan = useChangePlan(userId);
  const toast = useToast();
  const cardRef = useRef<CardEntryHandle>(null);
  // A payment already taken is reused if the plan change itself failed: never charge twice.
  const paymentIntentId = useRef<string | null>(null);
  const [card, setCard] = useState<CardEntryStatus>({ isComplete: false, error: null });
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function getPaymentIntent(): Promise<string> {
    if (paymentIntentId.current) return paymentIntentId.current;
    if (!card.isComplete || !cardRef.current) throw new Error(PAYMENT_MESSAGES.cardIncomplete);
    paymentIntentId.current = await payForPro(cardRef.current, email);
    return paymentIntentId.current;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setError(null);
    setIsBusy(true);
    try {
      await changePlan.mutateAsync({ plan_id: 'pro', payment_intent_id: await getPaymentIntent() });
      toast.success(BILLING_MESSAGES.upgraded);
      onClose();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      setError(message || BILLING_MESSAGES.changeFailed);
      setIsBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <CardPaymentBox cardRef={cardRef} onStatusChange={setCard} disabled={isBusy} />
      <Alert message={error} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isBusy}>
          {BILLING_MESSAGES.pay(price)}
        </Button>
      </div>
    </form>
  );
}
