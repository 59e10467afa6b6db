import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_LENGTH, sentenceAround } from './text-spans.ts';

const around = (text: string, words: string) => sentenceAround(text, text.indexOf(words), text.indexOf(words) + words.length);

describe('sentenceAround', () => {
  it('quotes the sentence, keeping a clause number and a line that wraps', () => {
    const text = 'Recitals.\n4. The Lessee shall not underlet the Flat without the\nconsent of the Lessor. 5. Next clause.';
    expect(around(text, 'underlet')).toBe('4. The Lessee shall not underlet the Flat without the\nconsent of the Lessor.');
  });

  it('ends a sentence at a heading on the next line', () => {
    expect(around('B: Proprietorship Register\nTitle absolute\nPROPRIETOR: JANE', 'Title absolute')).toBe('Title absolute');
  });

  it('cuts a long sentence to whole words around the match, still an exact slice of the page', () => {
    const text = `${'word '.repeat(200)}the ground rent doubles ${'more '.repeat(200)}end.`;
    const quote = around(text, 'ground rent doubles');
    expect(quote.length).toBeLessThanOrEqual(MAX_QUOTE_LENGTH);
    expect(quote).toContain('the ground rent doubles');
    expect(text).toContain(quote);
    expect(quote).toMatch(/^(word|the) .* (more|end\.)$/);
  });
});
