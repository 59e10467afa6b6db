import { toAuthErrorCode, type AuthErrorCode } from '@plotwise/contracts';
import { env } from '../../config/env';
import { isApiError, NETWORK_ERROR_STATUS, TIMEOUT_STATUS } from '../../lib/api-client';

/**
 * Every auth screen string (docs/product/messages.md). Only auth.ts values come from contracts
 * here: its other modules bring zod into the first page.
 */
export const AUTH_MESSAGES = {
  emailAndPasswordRequired: 'Email and password are required',
  passwordTooShort: 'Password should be at least 6 characters',
  planRequired: 'Please choose a plan',
  loginSuccess: 'Login successful! Redirecting...',
  registerSuccess: `Account created successfully! Welcome to ${env.productName}.`,
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  tenantSetupRequired: 'Tenant setup required',
  passwordUpdated: 'Password updated successfully!',
  passwordUpdateFailed: 'Failed to update password',
  allFieldsRequired: 'All fields are required',
  currentAndNewRequired: 'Current password and new password are required',
  noAuthenticatedUser: 'No authenticated user found',
  newPasswordTooShort: 'New password must be at least 6 characters',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordSameAsCurrent: 'New password must be different from current password',
  emailRequired: 'Email is required',
  resetLinkSent: "If an account exists for that email, we've sent a link to reset your password.",
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordResetFailed: 'Failed to reset password',
  verifyEmailPrompt: 'Please verify your email address. We sent a link to',
  verificationSent: 'Verification email sent. Check your inbox.',
  verificationSendFailed: 'Failed to send verification email',
  verifyingEmail: 'Verifying your email address...',
  emailVerified: 'Your email address is verified.',
  verificationLinkInvalid: 'This verification link is invalid or has expired.',
  verificationLinkHelp: 'Sign in and choose Resend on the banner to get a new link.',
} as const;

type MessageTable = Partial<Record<AuthErrorCode, string>>;

const loginMessages: MessageTable = {
  'user-not-found': 'No account found with this email',
  'wrong-password': 'Incorrect password',
  'invalid-email': 'Invalid email address',
  'too-many-requests': 'Too many failed attempts. Please try again later',
  'network-request-failed': 'Network error. Please check your connection',
};

const registrationMessages: MessageTable = {
  'email-already-in-use': 'An account with this email already exists',
  'invalid-email': 'Invalid email address',
  'weak-password': AUTH_MESSAGES.passwordTooShort,
};

const passwordChangeMessages: MessageTable = {
  'wrong-password': 'Current password is incorrect',
  'weak-password': 'New password is too weak',
  'requires-recent-login': 'Please log out and log back in before changing your password',
  'too-many-requests': 'Too many failed attempts. Please try again later',
  'network-request-failed': 'Network error. Please check your connection',
};

const passwordResetMessages: MessageTable = {
  'invalid-email': 'Invalid email address',
  'weak-password': 'New password is too weak',
  'too-many-requests': 'Too many requests. Please try again later',
  'network-request-failed': 'Network error. Please check your connection',
};

const verificationMessages: MessageTable = {
  'too-many-requests': 'Too many verification emails. Please try again later',
  'network-request-failed': 'Network error. Please check your connection',
};

export function getLoginErrorMessage(error: unknown): string {
  return describe(error, loginMessages, AUTH_MESSAGES.loginFailed);
}

export function getRegistrationErrorMessage(error: unknown): string {
  return describe(error, registrationMessages, AUTH_MESSAGES.registrationFailed);
}

export function getPasswordChangeErrorMessage(error: unknown): string {
  return describe(error, passwordChangeMessages, AUTH_MESSAGES.passwordUpdateFailed);
}

/** Both halves of the reset flow: asking for a link and setting the new password. */
export function getPasswordResetErrorMessage(error: unknown): string {
  return describe(error, passwordResetMessages, AUTH_MESSAGES.passwordResetFailed);
}

/** Asking for another verification link. */
export function getVerificationErrorMessage(error: unknown): string {
  return describe(error, verificationMessages, AUTH_MESSAGES.verificationSendFailed);
}

/** The link's token was never issued, has expired or was already used. */
export function isInvalidResetToken(error: unknown): boolean {
  return isApiError(error) && error.code === 'INVALID_TOKEN';
}

/** The code's message from the table; otherwise the error's own message, else the fallback. */
function describe(error: unknown, table: MessageTable, fallback: string): string {
  const status = isApiError(error) ? error.status : undefined;
  const code = status === undefined ? 'unknown' : toAuthErrorCode(status, getIdentityCode(error));
  return table[code] ?? readMessage(error) ?? fallback;
}

function getIdentityCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

function readMessage(error: unknown): string | undefined {
  if (isApiError(error)) {
    const body = error.body;
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
    ) {
      return body.message;
    }
    if (error.detail) return error.detail;
    // Our own network and timeout messages are meaningful; bare status defaults are not.
    return error.status === NETWORK_ERROR_STATUS || error.status === TIMEOUT_STATUS
      ? error.message
      : undefined;
  }
  return error instanceof Error && error.message ? error.message : undefined;
}
