import { describe, expect, it } from 'vitest';
import { validatePasswordChange, type PasswordChangeValues } from './validate-password-change';

const valid: PasswordChangeValues = {
  currentPassword: 'old-secret',
  newPassword: 'new-secret',
  confirmPassword: 'new-secret',
};
const signedIn = { isSignedIn: true };

describe('validatePasswordChange', () => {
  it('passes three filled, matching fields with a new password of 6 or more', () => {
    expect(validatePasswordChange(valid, signedIn)).toBeNull();
    expect(
      validatePasswordChange(
        { ...valid, newPassword: '123456', confirmPassword: '123456' },
        signedIn,
      ),
    ).toBeNull();
  });

  it.each<keyof PasswordChangeValues>(['currentPassword', 'newPassword', 'confirmPassword'])(
    "needs every field: an empty %s reads 'All fields are required'",
    (field) => {
      expect(validatePasswordChange({ ...valid, [field]: '' }, signedIn)).toBe(
        'All fields are required',
      );
    },
  );

  it('checks, in order: fields, signed-in user, length, match, difference', () => {
    // Every rule broken at once: each message appears only once the ones before it pass.
    const values = { currentPassword: 'abc', newPassword: 'abc', confirmPassword: '' };
    expect(validatePasswordChange(values, { isSignedIn: false })).toBe('All fields are required');

    values.confirmPassword = 'abd';
    expect(validatePasswordChange(values, { isSignedIn: false })).toBe(
      'No authenticated user found',
    );
    expect(validatePasswordChange(values, signedIn)).toBe(
      'New password must be at least 6 characters',
    );

    values.newPassword = 'abcdef';
    values.currentPassword = 'abcdef';
    expect(validatePasswordChange(values, signedIn)).toBe('New passwords do not match');

    values.confirmPassword = 'abcdef';
    expect(validatePasswordChange(values, signedIn)).toBe(
      'New password must be different from current password',
    );
  });

  it('counts spaces as characters rather than trimming them', () => {
    const spaced = {
      currentPassword: 'old-secret',
      newPassword: '     a',
      confirmPassword: '     a',
    };
    expect(validatePasswordChange(spaced, signedIn)).toBeNull();
  });
});
