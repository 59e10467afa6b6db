import { describe, expect, it } from 'vitest';
import { findUnstorableInput, MAX_INPUT_DEPTH } from './unstorable-input.ts';

const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { a: nested(levels - 1) });

describe('findUnstorableInput', () => {
  it('passes ordinary input, unicode and nulls included', () => {
    expect(findUnstorableInput({ name: 'Flat 2 · Café 🏠', tags: [null, 1e308, -0], nested: nested(MAX_INPUT_DEPTH - 1) }, 'body')).toBeNull();
  });

  it('names the field holding a NUL character, however deep', () => {
    expect(findUnstorableInput({ rooms: [{ label: 'ok' }, { label: 'kit\u0000chen' }] }, 'body')).toEqual({
      field: 'rooms.1.label',
      message: 'rooms.1.label contains a NUL character (\\u0000), which is not accepted',
    });
    expect(findUnstorableInput('a\u0000', 'body')?.field).toBe('body');
  });

  it('names a key holding a NUL character', () => {
    expect(findUnstorableInput({ legal: { 'a\u0000b': 'text' } }, 'body')?.field).toBe('legal.a\\u0000b');
  });

  it('names the field or key holding half of a surrogate pair, and passes whole pairs', () => {
    expect(findUnstorableInput(JSON.parse('{"payment_intent_id":"\\udc00"}'), 'body')).toEqual({
      field: 'payment_intent_id',
      message: 'payment_intent_id contains half of a surrogate pair (\\ud800-\\udfff), which is not accepted',
    });
    expect(findUnstorableInput({ notes: ['fine', 'ends high \ud83c'] }, 'body')?.field).toBe('notes.1');
    expect(findUnstorableInput({ ['a\udc00']: 'text' }, 'body')?.message).toBe('a\udc00 contains half of a surrogate pair (\\ud800-\\udfff) in its name, which is not accepted');
    expect(findUnstorableInput({ name: 'Home \ud83c\udfe0' }, 'body')).toBeNull();
  });

  it('refuses numbers too large to be finite', () => {
    expect(findUnstorableInput(JSON.parse('{"price":1e309}'), 'body')).toEqual({ field: 'price', message: 'price is too large a number' });
  });

  it('refuses nesting past the limit without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findUnstorableInput(deep, 'body')).toEqual({ field: '0', message: `0 is nested more than ${MAX_INPUT_DEPTH} levels deep` });
    expect(findUnstorableInput({ a: nested(MAX_INPUT_DEPTH) }, 'body')).toEqual({ field: 'a', message: `a is nested more than ${MAX_INPUT_DEPTH} levels deep` });
  });
});
