import { MIN_PASSWORD_LENGTH, type SignupPlan } from '@plotwise/contracts';
import { PAYMENT_MESSAGES } from '../../../lib/payments/payment-messages';
import { AUTH_MESSAGES } from '../messages';

export type LoginValues = { email: string; password: string };
export type RegisterValues = { email: string; password: string; plan: SignupPlan | '' };

/** Login (docs/product/accounts-and-sessions.md, "Sign In dialog"): both fields required. Returns the message to show, or null. */
export function validateLogin({ email, password }: LoginValues): string | null {
  if (!email.trim() || !password) return AUTH_MESSAGES.emailAndPasswordRequired;
  return null;
}

/**
 * Registration (docs/product/accounts-and-sessions.md, "Create Account dialog"): both fields required, password of 6 or more, a plan, and for
 * Pro complete card details.
 */
export function validateRegister(
  values: RegisterValues,
  { isCardComplete }: { isCardComplete: boolean },
): string | null {
  const loginError = validateLogin(values);
  if (loginError) return loginError;
  if (values.password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (!values.plan) return AUTH_MESSAGES.planRequired;
  if (values.plan === 'pro' && !isCardComplete) return PAYMENT_MESSAGES.cardIncomplete;
  return null;
}
