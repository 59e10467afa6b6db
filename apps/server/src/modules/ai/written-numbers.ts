/**
 * Reading the numbers a text writes, as a reader would take them: "£1,234", "£1.2k", "£1.5m",
 * "5.2%", "3 million". Each keeps how it was written (its decimals and scale), so a check can
 * accept a figure rounded for writing (docs/product/ai.md, "Numbers").
 */
export type WrittenNumber = {
  text: string;
  /** The number as written, before its scale: 1.2 in "£1.2k". */
  shown: number;
  decimals: number;
  /** 1, or 1,000 for "k" and "thousand", 1,000,000 for "m" and "million", ... */
  scale: number;
  /** A quantity (money, a rate, a count above ten) rather than a date, a list number or a name like "section 24". */
  isFigure: boolean;
};

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** Dates and tax years say when, not how much: "2026-03-02", "2026-27", "1 October 2030", "April 2027", a bare year. */
const DATES = new RegExp(
  [
    `\\d{4}-\\d{2}-\\d{2}`,
    `\\b\\d{4}[-/–]\\d{2}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\s+\\d{4}\\b`,
    `\\b${MONTH}\\s+\\d{4}\\b`,
    `(?<![£\\d.,])\\b(?:19|20)\\d{2}\\b(?!\\s?(?:%|k\\b|per ?cent))`,
  ].join('|'),
  'gi',
);
/** Words after which a number is a name: "section 24", "clause 4", "page 3", "Level 2", "flood zone 3". */
const NAMING_WORD =
  /(?:section|s\.|sections|clause|clauses|part|schedule|article|paragraph|para|page|pages|step|regulation|reg\.|rule|level|zone|class|category|phase|tier|no\.|number|flat|unit|plot|title|room|bedroom|floor)\s*$/i;
const NUMBER =
  /(?<![\w.,£])(£\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:(\s?(?:%|per ?cent\b|percent\b))|(\s?k\b|\s(?:thousand|million|billion)\b)|(?<=£\s?[\d,.]+)(m|bn)\b)?(?![\w%]|\.\d)/gi;
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};
/** Counting words: "two bedrooms", "3 steps". A bare whole number up to this is not checked. */
const LARGEST_COUNTING_NUMBER = 10;

/** The text with its dates blanked out (same length), so their digits are not read as amounts. */
const withoutDates = (text: string) => text.replace(DATES, (date) => ' '.repeat(date.length));

function isListNumber(text: string, index: number, length: number): boolean {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  return (
    text.slice(lineStart, index).trim() === '' &&
    /^[.)]\s/.test(text.slice(index + length, index + length + 2))
  );
}

/** Every number the text writes, dates left out, each marked whether it is a quantity to check. */
export function readWrittenNumbers(text: string): WrittenNumber[] {
  const scanned = withoutDates(text);
  return Array.from(scanned.matchAll(NUMBER), (match) => {
    const [whole, pound, digits, fraction, percent, words, suffix] = match;
    const scaleWord = (words ?? suffix ?? '').trim().toLowerCase();
    const shown = Number(`${digits!.replace(/,/g, '')}${fraction ?? ''}`);
    const isPlain = !pound && !percent && !scaleWord;
    const isCounting =
      isPlain && !fraction && !digits!.includes(',') && shown <= LARGEST_COUNTING_NUMBER;
    const isName =
      isPlain &&
      (NAMING_WORD.test(scanned.slice(Math.max(0, match.index - 20), match.index)) ||
        isListNumber(scanned, match.index, whole.length));
    const isFigure = !isCounting && !isName;
    return {
      text: whole.trim(),
      shown,
      decimals: fraction ? fraction.length - 1 : 0,
      scale: SCALES[scaleWord] ?? 1,
      isFigure,
    };
  });
}

/** The value a written number stands for: 1,200 for "£1.2k". */
export const valueOf = (written: WrittenNumber) => written.shown * written.scale;

/** Whether `known` written the way `written` is (rounded to its decimals at its scale) gives the same number; sign aside. */
export function writesAs(written: WrittenNumber, known: number): boolean {
  const factor = 10 ** written.decimals;
  const rounded = Math.round((Math.abs(known) / written.scale) * factor) / factor;
  return Math.abs(rounded - written.shown) < 1e-9;
}
