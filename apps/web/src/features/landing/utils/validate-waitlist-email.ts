import { LANDING_MESSAGES } from '../messages';

export type WaitlistEmailCheck =
  { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'valid'; email: string };

/** Waitlist (docs/product/accounts-and-sessions.md): an empty submit is ignored; the e-mail must contain @. */
export function validateWaitlistEmail(value: string): WaitlistEmailCheck {
  const email = value.trim();
  if (!email) return { kind: 'empty' };
  if (!email.includes('@')) return { kind: 'invalid', message: LANDING_MESSAGES.invalidEmail };
  return { kind: 'valid', email };
}
