import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { getServerMessage } from './server-message';

describe('getServerMessage', () => {
  it("uses the server's detail when there is one", () => {
    const error = new ApiError('x', 409, { detail: 'A project with this name already exists' });
    expect(getServerMessage(error, 'Failed to create project')).toBe(
      'A project with this name already exists',
    );
  });

  it('falls back without a detail: network failures, plain errors, bare statuses', () => {
    expect(getServerMessage(new ApiError('Network error', 0), 'Fallback')).toBe('Fallback');
    expect(getServerMessage(new ApiError('oops', 500, 'oops'), 'Fallback')).toBe('Fallback');
    expect(getServerMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});
