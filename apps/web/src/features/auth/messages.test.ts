import { MIN_PASSWORD_LENGTH } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  AUTH_MESSAGES,
  getLoginErrorMessage,
  getPasswordChangeErrorMessage,
  getRegistrationErrorMessage,
} from './messages';

/** An error as better-auth answers it: `{ code, message }`. */
const identityError = (status: number, code?: string, message?: string) =>
  new ApiError('An error occurred', status, code || message ? { code, message } : null);

describe('login messages', () => {
  it.each([
    [identityError(401, 'USER_NOT_FOUND'), 'No account found with this email'],
    [identityError(401, 'INVALID_EMAIL_OR_PASSWORD'), 'Incorrect password'],
    [identityError(400, 'INVALID_EMAIL'), 'Invalid email address'],
    [identityError(429), 'Too many failed attempts. Please try again later'],
    [
      new ApiError('Network error. Please check your connection and try again.', 0),
      'Network error. Please check your connection',
    ],
  ])('maps %o', (error, message) => {
    expect(getLoginErrorMessage(error)).toBe(message);
  });

  it("shows another error's own message, else 'Login failed'", () => {
    expect(
      getLoginErrorMessage(identityError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified')),
    ).toBe('Email not verified');
    expect(getLoginErrorMessage(new ApiError('Server error occurred', 500))).toBe('Login failed');
    expect(getLoginErrorMessage(new ApiError('Request timeout', 408))).toBe('Request timeout');
    expect(getLoginErrorMessage('???')).toBe('Login failed');
  });
});

describe('registration messages', () => {
  it.each([
    [identityError(422, 'USER_ALREADY_EXISTS'), 'An account with this email already exists'],
    [
      identityError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'),
      'An account with this email already exists',
    ],
    [identityError(400, 'INVALID_EMAIL'), 'Invalid email address'],
    [identityError(400, 'PASSWORD_TOO_SHORT'), 'Password should be at least 6 characters'],
  ])('maps %o', (error, message) => {
    expect(getRegistrationErrorMessage(error)).toBe(message);
  });

  it("shows another error's message, else 'Registration failed'", () => {
    expect(
      getRegistrationErrorMessage(
        identityError(429, undefined, 'Too many requests. Please try again later.'),
      ),
    ).toBe('Too many requests. Please try again later.');
    expect(getRegistrationErrorMessage(new Error('Payment failed: Your card was declined.'))).toBe(
      'Payment failed: Your card was declined.',
    );
    expect(getRegistrationErrorMessage(new ApiError('Server error occurred', 500))).toBe(
      'Registration failed',
    );
  });

  it('states the same minimum the contracts enforce', () => {
    expect(AUTH_MESSAGES.passwordTooShort).toContain(String(MIN_PASSWORD_LENGTH));
    expect(AUTH_MESSAGES.newPasswordTooShort).toContain(String(MIN_PASSWORD_LENGTH));
  });
});

describe('password change messages', () => {
  it.each([
    [identityError(400, 'INVALID_PASSWORD'), 'Current password is incorrect'],
    [identityError(400, 'PASSWORD_TOO_SHORT'), 'New password is too weak'],
    [
      identityError(401, 'SESSION_EXPIRED'),
      'Please log out and log back in before changing your password',
    ],
    [identityError(429), 'Too many failed attempts. Please try again later'],
    [new ApiError('Network error', 0), 'Network error. Please check your connection'],
    [new ApiError('Server error occurred', 500), 'Failed to update password'],
  ])('maps %o', (error, message) => {
    expect(getPasswordChangeErrorMessage(error)).toBe(message);
  });
});
