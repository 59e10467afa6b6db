/** Numbers, sums, dates and areas as UK legal documents write them, in figures or in words. */

const units: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const tens: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

/** "ninety-nine", "one hundred and twenty-five", "nine hundred and ninety nine" → the number (1 to 9999), else null. */
export function wordsToNumber(words: string): number | null {
  const parts = words.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter((part) => part && part !== 'and');
  if (parts.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const part of parts) {
    if (part in units) current += units[part]!;
    else if (part in tens) current += tens[part]!;
    else if (part === 'hundred') current = (current || 1) * 100;
    else if (part === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else return null;
  }
  return total + current;
}

const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|and)';
/** A count written in figures, in words, or both ("ninety-nine (99)"). */
export const COUNT = `(?:\\d{1,4}|${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*)(?:\\s*\\(\\d{1,4}\\))?`;

/** The value of a COUNT match: the figures in brackets, else the figures, else the words. */
export function parseCount(text: string): number | null {
  const bracketed = /\((\d{1,4})\)/.exec(text);
  if (bracketed) return Number(bracketed[1]);
  const figures = /\d{1,4}/.exec(text);
  return figures ? Number(figures[0]) : wordsToNumber(text.trim());
}

/** £1,250 or £1,250.50 or GBP 1250 (OCR sometimes reads £ as "E" before a digit; that is not guessed at). */
export const MONEY = '(?:£|GBP\\s?)\\s?\\d{1,3}(?:,\\d{3})*(?:\\.\\d{1,2})?|(?:£|GBP\\s?)\\s?\\d+(?:\\.\\d{1,2})?';
export const parseMoney = (text: string) => Number(text.replace(/£|GBP|,|\s/g, ''));

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** "24 June 1990", "24th day of June 1990", "1st January 2000", "24/06/1990", "24.06.1990". */
export const DATE =
  '(?:\\d{1,2}(?:st|nd|rd|th)?(?:\\s+day\\s+of)?\\s+(?:January|February|March|April|May|June|July|August|September|October|November|December),?\\s+\\d{4}|\\d{1,2}[/.]\\d{1,2}[/.]\\d{4})';

/** The ISO date of a DATE match, or null when it names no real day. */
export function parseDate(text: string): string | null {
  const numeric = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text.trim());
  const worded = /(\d{1,2})(?:st|nd|rd|th)?(?:\s+day\s+of)?\s+([a-z]+),?\s+(\d{4})/i.exec(text);
  const [day, month, year] = numeric
    ? [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])]
    : worded
      ? [Number(worded[1]), months.indexOf(worded[2]!.toLowerCase()) + 1, Number(worded[3])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = month >= 1 && date.getUTCDate() === day && date.getUTCMonth() === month - 1;
  return real ? date.toISOString().slice(0, 10) : null;
}

/** 72.5 sq m, 72.5m², 72.5 m2, 72.5 square metres, 72.5 sqm. */
export const SQM = '(\\d{1,5}(?:,\\d{3})*(?:\\.\\d{1,2})?)\\s*(?:sq\\.?\\s*m(?:etres|eters)?\\b\\.?|m²|m2\\b|square\\s+met(?:re|er)s|sqm\\b)';
/** 780 sq ft, 780ft², 780 ft2, 780 square feet, 780 sqft. */
export const SQFT = '(\\d{1,6}(?:,\\d{3})*(?:\\.\\d{1,2})?)\\s*(?:sq\\.?\\s*f(?:ee)?t\\b\\.?|ft²|ft2\\b|square\\s+feet|sqft\\b)';
export const parseArea = (text: string) => Number(text.replace(/,/g, ''));
