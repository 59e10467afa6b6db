/**
 * UK numbers by the national numbering plan: 0 then 9 or 10 digits. 01 and 08 numbers may have
 * 9 (e.g. 01xxxx xxxxx, 0800 xxx xxx); 02, 03, 05, 07 and 09 numbers have 10.
 */
const NATIONAL_NUMBER = /^0(?:1\d{8,9}|[23579]\d{9}|8\d{8,9})$/;
const ALLOWED_CHARACTERS = /^\+?[\d\s().-]+$/;
const INTERNATIONAL_PREFIX = /^(?:\+44|0044)/;

/** Cuts a string at the given positions: splitAt('07700900123', 5) -> ['07700', '900123']. */
const splitAt = (text: string, ...cuts: number[]) =>
  [0, ...cuts].map((start, index) => text.slice(start, cuts[index]));

/** Groups a national number (with its 0) the way people write it. */
function groupNationalNumber(digits: string): string[] {
  if (digits.startsWith('02')) return splitAt(digits, 3, 7); // 020 7946 0958
  if (/^01(?:1\d|\d1)/.test(digits)) return splitAt(digits, 4, 7); // 0113 496 0000, 0121 496 0000
  if (/^0[17]/.test(digits)) return splitAt(digits, 5); // 01632 960123, 07700 900123
  return splitAt(digits, 4, 7); // 0300 123 4567, 0800 123 456
}

/**
 * A UK phone number with its spacing normalised, keeping the form it was written in: national
 * ('07700 900123') or international ('+44 7700 900123'; '0044' and '+44 (0)' read the same).
 * Null when it is not a UK number.
 */
export function normaliseUkPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!ALLOWED_CHARACTERS.test(trimmed)) return null;
  const compact = trimmed.replace(/[\s().-]/g, '');
  const isInternational = INTERNATIONAL_PREFIX.test(compact);
  const national = isInternational
    ? `0${compact.replace(INTERNATIONAL_PREFIX, '').replace(/^0/, '')}`
    : compact;
  if (!NATIONAL_NUMBER.test(national)) return null;
  const groups = groupNationalNumber(national);
  if (!isInternational) return groups.join(' ');
  return ['+44', groups[0]!.slice(1), ...groups.slice(1)].join(' ');
}
