import { describe, expect, it } from 'vitest';
import { toSnippet } from './document-dto.ts';

describe('toSnippet', () => {
  it('splits a headline into plain pieces with the matched words flagged', () => {
    expect(toSnippet('shall not \u0002underlet\u0003 the <b>Flat</b> … \u0002underletting\u0003')).toEqual([
      { text: 'shall not ', match: false },
      { text: 'underlet', match: true },
      { text: ' the <b>Flat</b> … ', match: false },
      { text: 'underletting', match: true },
    ]);
  });
});
