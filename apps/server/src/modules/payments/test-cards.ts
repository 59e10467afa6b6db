/**
 * The card numbers Stripe documents for testing (docs.stripe.com/testing), and what a charge
 * on each does. Any other number that passes the Luhn check is declined, as Stripe's test mode does.
 */
export const testCardOutcomes: Record<string, { brand: string; outcome: 'succeed' | 'decline' | 'insufficient_funds' }> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeed' },
  '4000056655665556': { brand: 'visa', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeed' },
  '2223003122003222': { brand: 'mastercard', outcome: 'succeed' },
  '378282246310005': { brand: 'amex', outcome: 'succeed' },
  '4000000000000002': { brand: 'visa', outcome: 'decline' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
};

export const declineMessages = {
  decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;
