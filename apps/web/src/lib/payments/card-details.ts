import { passesLuhn, type CardDetails } from '@plotwise/contracts';

/** What the card-entry fields hold while the user types (test provider only). */
export type CardInput = { number: string; expiry: string; cvc: string };
export type CardStatus = { isComplete: boolean; error: string | null };

export const CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiry date is invalid.",
  expiredCard: "Your card's expiry date is in the past.",
} as const;

const MIN_NUMBER_DIGITS = 13;
const MAX_NUMBER_DIGITS = 19;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_NUMBER_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' -> '12/28'; a leading digit above 1 is a month ('4' -> '04'). */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Complete when every field is full and valid; an error only for fields that look finished. */
export function getCardStatus(card: CardInput, now: Date = new Date()): CardStatus {
  const digits = digitsOf(card.number);
  const numberFull =
    digits.length >= 16 || (digits.length >= MIN_NUMBER_DIGITS && passesLuhn(digits));
  const numberValid = digits.length >= MIN_NUMBER_DIGITS && passesLuhn(digits);
  const expiryFull = digitsOf(card.expiry).length === 4;
  const expiry = parseExpiry(card.expiry);
  const expired = expiry !== null && isExpired(expiry, now);
  const cvcValid = /^\d{3,4}$/.test(card.cvc);

  let error: string | null = null;
  if (numberFull && !numberValid) error = CARD_MESSAGES.invalidNumber;
  else if (expiryFull && !expiry) error = CARD_MESSAGES.invalidExpiry;
  else if (expired) error = CARD_MESSAGES.expiredCard;

  return { isComplete: numberValid && expiry !== null && !expired && cvcValid, error };
}

function isExpired({ month, year }: { month: number; year: number }, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}

/** The body for POST /api/v1/payments/payment-methods; call only when the status is complete. */
export function toCardDetails(card: CardInput): CardDetails {
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw new Error(CARD_MESSAGES.invalidExpiry);
  return {
    number: digitsOf(card.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: card.cvc,
  };
}
