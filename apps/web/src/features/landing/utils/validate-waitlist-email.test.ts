import { describe, expect, it } from 'vitest';
import { validateWaitlistEmail } from './validate-waitlist-email';

describe('validateWaitlistEmail', () => {
  it('ignores an empty submit', () => {
    expect(validateWaitlistEmail('')).toEqual({ kind: 'empty' });
    expect(validateWaitlistEmail('   ')).toEqual({ kind: 'empty' });
  });

  it('needs an @', () => {
    expect(validateWaitlistEmail('investor.example.com')).toEqual({
      kind: 'invalid',
      message: 'Please enter a valid email address',
    });
  });

  it('accepts and trims an address with @', () => {
    expect(validateWaitlistEmail('  jo@example.co.uk ')).toEqual({
      kind: 'valid',
      email: 'jo@example.co.uk',
    });
  });
});
