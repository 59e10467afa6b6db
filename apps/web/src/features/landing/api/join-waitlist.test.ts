import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getWaitlistErrorMessage } from './join-waitlist';

describe('getWaitlistErrorMessage', () => {
  it('says a duplicate is already on the waitlist', () => {
    expect(getWaitlistErrorMessage(new ApiError('Conflict', 409))).toBe(
      'This email is already on our waitlist',
    );
  });

  it('reads a generic failure otherwise', () => {
    expect(getWaitlistErrorMessage(new ApiError('Server error occurred', 500))).toBe(
      'Failed to join waitlist',
    );
    expect(getWaitlistErrorMessage(new ApiError('Network error', 0))).toBe(
      'Failed to join waitlist',
    );
    expect(getWaitlistErrorMessage(new Error('x'))).toBe('Failed to join waitlist');
  });
});
