/** Quotes are exact slices of the page text, at most this long, cut at word boundaries around what was found. */
export const MAX_QUOTE_LENGTH = 300;

/**
 * A sentence ends at . ! or ? before a space (but not a clause number's "4."), at a blank line, or
 * at a line break before a capital, a bullet or a numbered clause (a heading, a list, a form's
 * lines). A line that wraps mid-sentence continues in lower case and stays in the sentence.
 */
const SENTENCE_END = /(?<!(?:^|\s)\(?\d{1,3})[.!?](?=\s)|\n\s*\n|\n(?=[ \t]*(?:[A-Z(•·\-–]|\d{1,3}[.)]\s))/g;

function boundsOf(text: string, from: number, to: number) {
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    const after = match.index + match[0].length;
    if (after <= from) start = after;
    else if (match.index >= to) {
      end = match[0].startsWith('.') || match[0].startsWith('!') || match[0].startsWith('?') ? match.index + 1 : match.index;
      break;
    }
  }
  return { start, end };
}

/** The sentence around text[from, to), trimmed, as an exact slice of `text`, shortened around the match when long. */
export function sentenceAround(text: string, from: number, to: number): string {
  let { start, end } = boundsOf(text, from, to);
  if (end - start > MAX_QUOTE_LENGTH) {
    const spare = Math.max(0, MAX_QUOTE_LENGTH - (to - from));
    start = Math.max(start, from - Math.floor(spare / 2));
    end = Math.min(end, start + Math.max(MAX_QUOTE_LENGTH, to - from));
    // Whole words only.
    while (start > 0 && start < from && /\S/.test(text[start - 1]!)) start += 1;
    while (end < text.length && end > to && /\S/.test(text[end]!)) end -= 1;
  }
  return text.slice(start, end).trim();
}

/** Whitespace collapsed and case folded, so a quote that wraps differently (or an AI's quote) still matches the page. */
export const normaliseForMatch = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Sentences saying something is absent or was not found: "No", "none", "not aware", "passed". */
export const isNegative = (sentence: string) =>
  /\b(?:no|not|none|nil|never|negative|passed|clear|unaware)\b|\bn\/a\b/i.test(sentence);
