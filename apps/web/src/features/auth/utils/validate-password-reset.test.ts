import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../messages';
import { validateNewPassword, validateResetRequest } from './validate-password-reset';

describe('validateResetRequest', () => {
  it('needs an e-mail', () => {
    expect(validateResetRequest('  ')).toBe(AUTH_MESSAGES.emailRequired);
    expect(validateResetRequest('ada@example.com')).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it.each([
    [{ newPassword: '', confirmPassword: 'secret1' }, AUTH_MESSAGES.allFieldsRequired],
    [{ newPassword: 'secret1', confirmPassword: '' }, AUTH_MESSAGES.allFieldsRequired],
    [{ newPassword: '12345', confirmPassword: '12345' }, AUTH_MESSAGES.newPasswordTooShort],
    [{ newPassword: 'secret1', confirmPassword: 'secret2' }, AUTH_MESSAGES.newPasswordsDoNotMatch],
    [{ newPassword: 'secret1', confirmPassword: 'secret1' }, null],
  ])('%o -> %s', (values, expected) => {
    expect(validateNewPassword(values)).toBe(expected);
  });
});
