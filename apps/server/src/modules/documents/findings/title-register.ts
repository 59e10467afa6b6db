import type { DocumentFinding } from '@plotwise/contracts';
import { findEach, firstMatch, type Reader } from './reader.ts';
import { formatGbp, formatIsoDate } from './summary-format.ts';
import { DATE, MONEY, parseDate, parseMoney } from './uk-values.ts';

const TITLE_NUMBER = /title\s+number\s*:?\s*([A-Z]{1,3}\s?\d{1,7})\b/i;
const TITLE_CLASS = /(?:title\s+(absolute|possessory|qualified)|(absolute|good\s+leasehold|possessory|qualified)\s+title)/i;
const PROPRIETOR = /PROPRIETORS?\s*:\s*([^\n]+?)(?=\s+(?:of|care of|c\/o)\s|,|\n|$)/;
const PRICE_PAID = new RegExp(`price\\s+stated\\s+to\\s+have\\s+been\\s+paid\\s+on\\s+(${DATE})\\s+was\\s+(${MONEY})`, 'i');
const CHARGE = /registered\s+charge|legal\s+charge|charge\s+dated|charging\s+order/i;
const RESTRICTION = /RESTRICTION\s*:/;
const COVENANT = /restrictive\s+covenants?|covenants?\s+(?:contained|imposed|set\s+out)|covenants?\s+(?:by|of)\s+the\s+(?:transferee|purchaser)/i;
const EASEMENT = /easements?|(?:together\s+with|subject\s+to)\s+(?:the\s+)?rights?\s+(?:granted|reserved)/i;
const RIGHT_OF_WAY = /rights?\s+of\s+way|right\s+to\s+pass|right\s+of\s+access/i;

const info = (finding: Omit<DocumentFinding, 'severity' | 'confidence'>, confidence = 0.85): DocumentFinding => ({ ...finding, confidence, severity: 'info' });

function titleNumber(input: Parameters<Reader>[0]): DocumentFinding[] {
  const found = firstMatch(input.pages, TITLE_NUMBER);
  if (!found) return [];
  const number = found.match[1]!.replace(/\s/g, '').toUpperCase();
  return [info({ kind: 'title_number', summary: `Title number ${number}.`, page: found.page, quote: found.quote, facts: { title_number: number } }, 0.95)];
}

function titleClass(input: Parameters<Reader>[0]): DocumentFinding[] {
  const found = firstMatch(input.pages, TITLE_CLASS);
  if (!found) return [];
  const titleClass = (found.match[1] ?? found.match[2]!).toLowerCase().replace(/\s+/g, ' ');
  const absolute = titleClass === 'absolute';
  return [
    {
      kind: 'title_class',
      summary: absolute ? 'Title absolute: the best class of title.' : `${titleClass[0]!.toUpperCase()}${titleClass.slice(1)} title: weaker than absolute, so ask the conveyancer about title insurance.`,
      page: found.page,
      quote: found.quote,
      confidence: 0.9,
      severity: absolute ? 'info' : 'amber',
    },
  ];
}

function pricePaid(input: Parameters<Reader>[0]): DocumentFinding[] {
  const found = firstMatch(input.pages, PRICE_PAID);
  const date = found && parseDate(found.match[1]!);
  if (!found || !date) return [];
  const price = parseMoney(found.match[2]!);
  return [info({ kind: 'price_paid', summary: `Price paid ${formatGbp(price)} on ${formatIsoDate(date)}.`, page: found.page, quote: found.quote, facts: { price_gbp: price } }, 0.95)];
}

/** The title register's entries: number, class, owner, price paid, charges, restrictions, covenants and rights. */
export const readTitleRegister: Reader = (input) => [
  ...titleNumber(input),
  ...titleClass(input),
  ...findEach(input.pages, PROPRIETOR, ({ match, quote, page }) =>
    /charge/i.test(quote) ? null : info({ kind: 'proprietor', summary: `Registered proprietor: ${match[1]!.trim()}.`, page, quote }, 0.8),
  ).slice(0, 1),
  ...pricePaid(input),
  ...findEach(input.pages, CHARGE, ({ match, quote, page }) => ({
    kind: 'charge',
    summary: /charging\s+order/i.test(match[0]) ? 'A charging order is registered against the title.' : 'A registered charge (mortgage), to be repaid on sale.',
    page,
    quote,
    confidence: 0.8,
    severity: /charging\s+order/i.test(match[0]) ? 'red' : 'info',
  })),
  ...findEach(input.pages, RESTRICTION, ({ quote, page }) => ({
    kind: 'title_restriction',
    summary: 'A restriction limits how the property may be sold or mortgaged.',
    page,
    quote,
    confidence: 0.85,
    severity: 'amber',
  })),
  ...findEach(input.pages, COVENANT, ({ quote, page }) => ({ kind: 'restrictive_covenant', summary: 'Restrictive covenants bind the property.', page, quote, confidence: 0.7, severity: 'amber' })),
  ...findEach(input.pages, EASEMENT, ({ quote, page }) => info({ kind: 'easement', summary: 'Rights (easements) are granted or reserved over the land.', page, quote }, 0.6)),
  ...findEach(input.pages, RIGHT_OF_WAY, ({ quote, page }) => info({ kind: 'right_of_way', summary: 'A right of way affects the property.', page, quote }, 0.7)),
];
