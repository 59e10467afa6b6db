import { normalisePostcode, type PropertyAddress } from '@plotwise/contracts';

const TRAILING_POSTCODE = /(?:^|\s)((?:[A-Z]{1,2}[0-9][A-Z0-9]?|GIR)\s*[0-9][A-Z]{2})$/i;

/** Splits 'Leeds LS1 4AP' into ['Leeds', 'LS1 4AP']; the postcode is '' when the text does not end with one. */
function splitTrailingPostcode(text: string): [string, string] {
  const match = TRAILING_POSTCODE.exec(text);
  if (!match) return [text, ''];
  return [text.slice(0, match.index).trim(), normalisePostcode(match[1]!)!];
}

const joinParts = (parts: string[]) => parts.filter((part) => part !== '').join(', ');

/**
 * The form sends one line, 'address, city, postcode' (docs/decisions/0013-property-payload.md). Three or more parts whose last
 * is blank or a postcode are read by position, so an empty city or postcode stays empty. Anything
 * else is free text: a postcode is taken from the end, and the last part left is the city unless it
 * starts with a number (then it is part of the street address).
 */
export function parseAddress(line: string): PropertyAddress {
  const parts = line.split(',').map((part) => part.trim());
  const last = parts.at(-1) ?? '';
  if (parts.length >= 3 && (last === '' || normalisePostcode(last) !== null)) {
    return {
      address: joinParts(parts.slice(0, -2)),
      city: parts.at(-2)!,
      postcode: last === '' ? '' : normalisePostcode(last)!,
    };
  }
  const filled = parts.filter((part) => part !== '');
  const [rest, postcode] = splitTrailingPostcode(filled.pop() ?? '');
  if (rest !== '') filled.push(rest);
  const cityCandidate = filled.length >= 2 ? filled.at(-1)! : '';
  const city = /^\d/.test(cityCandidate) ? '' : cityCandidate;
  return { address: joinParts(city === '' ? filled : filled.slice(0, -1)), city, postcode };
}
