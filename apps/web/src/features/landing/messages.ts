/**
 * Waitlist strings (docs/product/accounts-and-sessions.md, "Waitlist"). The first two equal contracts' WAITLIST_MESSAGES (a test
 * pins them); they are written out because importing that module would bring zod into the
 * landing page's first download.
 */
export const LANDING_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  duplicate: 'This email is already on our waitlist',
  failed: 'Failed to join waitlist',
  joined: "Thanks! You've been added to our waitlist.",
} as const;
