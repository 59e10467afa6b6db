import { WAITLIST_MESSAGES } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { LANDING_MESSAGES } from './messages';

describe('landing messages', () => {
  it('match the shared waitlist messages the server uses', () => {
    expect(LANDING_MESSAGES.invalidEmail).toBe(WAITLIST_MESSAGES.invalidEmail);
    expect(LANDING_MESSAGES.duplicate).toBe(WAITLIST_MESSAGES.duplicate);
  });
});
