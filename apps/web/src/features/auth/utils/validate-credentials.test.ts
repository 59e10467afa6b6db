import { describe, expect, it } from 'vitest';
import { validateLogin, validateRegister } from './validate-credentials';

describe('validateLogin', () => {
  it('requires both e-mail and password', () => {
    expect(validateLogin({ email: '', password: '' })).toBe('Email and password are required');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe(
      'Email and password are required',
    );
    expect(validateLogin({ email: '   ', password: 'secret1' })).toBe(
      'Email and password are required',
    );
  });

  it('passes with both', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('validateRegister', () => {
  const complete = { isCardComplete: true };

  it('requires e-mail and password first', () => {
    expect(validateRegister({ email: '', password: '', plan: 'free' }, complete)).toBe(
      'Email and password are required',
    );
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateRegister({ email: 'a@b.co', password: '12345', plan: 'free' }, complete)).toBe(
      'Password should be at least 6 characters',
    );
    expect(
      validateRegister({ email: 'a@b.co', password: '123456', plan: 'free' }, complete),
    ).toBeNull();
  });

  it('needs a plan', () => {
    expect(validateRegister({ email: 'a@b.co', password: '123456', plan: '' }, complete)).toBe(
      'Please choose a plan',
    );
  });

  it('needs complete card details for Pro only', () => {
    const incomplete = { isCardComplete: false };
    expect(validateRegister({ email: 'a@b.co', password: '123456', plan: 'pro' }, incomplete)).toBe(
      'Please enter complete card details',
    );
    expect(
      validateRegister({ email: 'a@b.co', password: '123456', plan: 'free' }, incomplete),
    ).toBeNull();
    expect(
      validateRegister({ email: 'a@b.co', password: '123456', plan: 'pro' }, complete),
    ).toBeNull();
  });
});
