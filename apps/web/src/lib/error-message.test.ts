import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-client';
import { getErrorMessage } from './error-message';

describe('getErrorMessage', () => {
  it('says a server error is one, whatever the server sent', () => {
    expect(getErrorMessage(toApiError(500, { detail: 'Server error occurred' }))).toBe(
      'Server error. Please try again later.',
    );
    expect(getErrorMessage(toApiError(503, 'Bad gateway'))).toBe(
      'Server error. Please try again later.',
    );
  });

  it("uses the server's message when there is one", () => {
    const upgrade = 'This feature requires an upgrade from your current Free plan.';
    expect(getErrorMessage(toApiError(403, { detail: upgrade, code: 'FORBIDDEN' }))).toBe(upgrade);
  });

  it('falls back by status: 403, 401, no answer, timeout, anything else', () => {
    expect(getErrorMessage(toApiError(403, null))).toBe(
      'You are not authorized to perform this action.',
    );
    expect(getErrorMessage(toApiError(401, null))).toBe('Authentication required');
    expect(getErrorMessage(new ApiError('x', 0))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(getErrorMessage(new ApiError('x', 408))).toBe('Request timeout');
    expect(getErrorMessage(toApiError(409, null))).toBe('An error occurred. Please try again.');
    expect(getErrorMessage(new Error('boom'))).toBe('An error occurred. Please try again.');
  });
});
