import { MIN_PASSWORD_LENGTH } from '@plotwise/contracts';
import { AUTH_MESSAGES } from '../messages';

export type PasswordChangeValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

/**
 * Change password checks in the order of docs/product/accounts-and-sessions.md, "Password change"; the first that fails is the message.
 * Passwords are not trimmed: spaces are characters like any other.
 */
export function validatePasswordChange(
  { currentPassword, newPassword, confirmPassword }: PasswordChangeValues,
  { isSignedIn }: { isSignedIn: boolean },
): string | null {
  if (!currentPassword || !newPassword || !confirmPassword) return AUTH_MESSAGES.allFieldsRequired;
  if (!isSignedIn) return AUTH_MESSAGES.noAuthenticatedUser;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.newPasswordTooShort;
  if (newPassword !== confirmPassword) return AUTH_MESSAGES.newPasswordsDoNotMatch;
  if (newPassword === currentPassword) return AUTH_MESSAGES.newPasswordSameAsCurrent;
  return null;
}
