import { MIN_PASSWORD_LENGTH } from '@plotwise/contracts';
import { AUTH_MESSAGES } from '../messages';

export type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** Asking for a reset link needs only the e-mail. */
export function validateResetRequest(email: string): string | null {
  return email.trim() ? null : AUTH_MESSAGES.emailRequired;
}

/** Setting a password from a link: the change-password rules that apply without a current password. */
export function validateNewPassword({ newPassword, confirmPassword }: NewPasswordValues): string | null {
  if (!newPassword || !confirmPassword) return AUTH_MESSAGES.allFieldsRequired;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.newPasswordTooShort;
  if (newPassword !== confirmPassword) return AUTH_MESSAGES.newPasswordsDoNotMatch;
  return null;
}
