import { describe, expect, it } from 'vitest';
import { locateQuote } from './page-quotes.ts';

const page =
  'The Tenant’s covenants:\n  4.1 not to keep any   animal\n(other than a cat) in the Property.';

describe('locateQuote', () => {
  it('finds a quote retyped with other wrapping, case and straight quotes, and gives the page’s own words', () => {
    expect(locateQuote(page, "the tenant's covenants: 4.1 NOT to keep any animal")).toBe(
      'The Tenant’s covenants:\n  4.1 not to keep any   animal',
    );
    expect(locateQuote(page, ' (other than a cat) ')).toBe('(other than a cat)');
  });

  it('finds nothing the page does not say, or an empty quote', () => {
    expect(locateQuote(page, 'not to keep any dog')).toBeNull();
    expect(locateQuote(page, '   ')).toBeNull();
  });
});
