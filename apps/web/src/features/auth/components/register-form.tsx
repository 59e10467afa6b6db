import type { SignupPlan } from '@plotwise/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CardEntryHandle, CardEntryStatus } from '../../../components/payments/card-payment';
import { CardPaymentBox } from '../../../components/payments/card-payment-box';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { PAYMENT_MESSAGES } from '../../../lib/payments/payment-messages';
import { AUTH_MESSAGES, getRegistrationErrorMessage } from '../messages';
import { validateRegister, type RegisterValues } from '../utils/validate-credentials';
import { useAuth } from './auth-context';
import { CredentialFields } from './credential-fields';

export const PLAN_OPTIONS: ReadonlyArray<{ value: SignupPlan; label: string; helper: string }> = [
  { value: 'free', label: 'Free Plan', helper: 'Start with basic features, upgrade anytime' },
  {
    value: 'pro',
    label: 'Pro Plan - £39/month',
    helper: 'Access all premium features and unlimited analysis',
  },
];

type RegisterFormProps = {
  values: RegisterValues;
  onChange: (values: RegisterValues) => void;
  onSuccess: () => void;
  onSwitchToLogin: () => void;
};

const incompleteCard: CardEntryStatus = { isComplete: false, error: null };

export function RegisterForm({ values, onChange, onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { register, isLoading } = useAuth();
  const toast = useToast();
  const planId = useId();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [cardStatus, setCardStatus] = useState<CardEntryStatus>(incompleteCard);
  const cardRef = useRef<CardEntryHandle>(null);
  const isPro = values.plan === 'pro';
  const isBusy = isSubmitting || isLoading;
  const helper = PLAN_OPTIONS.find((option) => option.value === values.plan)?.helper;

  function handlePlanChange(plan: RegisterValues['plan']) {
    setCardStatus(incompleteCard);
    onChange({ ...values, plan });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const problem = validateRegister(values, { isCardComplete: cardStatus.isComplete });
    setError(problem);
    if (problem || !values.plan) return;

    setIsSubmitting(true);
    try {
      let paymentMethodId: string | undefined;
      if (isPro) {
        if (!cardRef.current) throw new Error(PAYMENT_MESSAGES.cardPaymentsUnavailable);
        // A card error or payment-method failure is shown as is (docs/product/accounts-and-sessions.md, "Create Account dialog").
        paymentMethodId = await cardRef.current.createPaymentMethod();
      }
      await register({
        email: values.email,
        password: values.password,
        plan: values.plan,
        paymentMethodId,
      });
      toast.success(AUTH_MESSAGES.registerSuccess);
      onSuccess();
    } catch (registerError) {
      toast.error(getRegistrationErrorMessage(registerError));
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <CredentialFields values={values} onChange={onChange} purpose="sign-up" />
      <div>
        <label htmlFor={planId} className="mb-1.5 block text-sm font-medium text-ink">
          Plan
        </label>
        <select
          id={planId}
          value={values.plan}
          aria-describedby={helper ? `${planId}-helper` : undefined}
          onChange={(event) => handlePlanChange(event.target.value as RegisterValues['plan'])}
          className={`${inputClassName} cursor-pointer`}
        >
          {PLAN_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {helper ? (
          <p id={`${planId}-helper`} className="mt-1.5 text-xs text-slate-500">
            {helper}
          </p>
        ) : null}
      </div>
      {isPro ? (
        <CardPaymentBox cardRef={cardRef} onStatusChange={setCardStatus} disabled={isBusy} />
      ) : null}
      <Alert message={error} />
      <Button type="submit" size="lg" className="w-full" isLoading={isBusy}>
        {isBusy ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Button variant="link" onClick={onSwitchToLogin}>
          Sign In
        </Button>
      </p>
    </form>
  );
}
