import { describe, expect, it } from 'vitest';
import { getInitials } from './get-initials';

describe('getInitials', () => {
  it('gives both initials for a two-word name', () => {
    expect(getInitials('Ada Lovelace', 'ada@example.com')).toBe('AL');
  });

  it('gives one initial for a one-word name', () => {
    expect(getInitials('ada', 'ada@example.com')).toBe('A');
  });

  it('uses first and last initials for longer names', () => {
    expect(getInitials('Mary Jane Smith', 'm@example.com')).toBe('MS');
  });

  it('ignores extra spaces', () => {
    expect(getInitials('  grace   hopper ', null)).toBe('GH');
  });

  it("falls back to the e-mail's first letter", () => {
    expect(getInitials('', 'zoe@example.com')).toBe('Z');
    expect(getInitials(null, 'zoe@example.com')).toBe('Z');
    expect(getInitials('   ', 'zoe@example.com')).toBe('Z');
  });

  it("falls back to 'U' with neither name nor e-mail", () => {
    expect(getInitials(null, null)).toBe('U');
    expect(getInitials('', '')).toBe('U');
  });
});
