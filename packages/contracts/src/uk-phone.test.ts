import { describe, expect, it } from 'vitest';
import { normaliseUkPhone } from './uk-phone.ts';

describe('normaliseUkPhone', () => {
  it.each([
    ['07700 900123', '07700 900123'],
    ['07700900123', '07700 900123'],
    [' 07700-900-123 ', '07700 900123'],
    ['+44 7700 900123', '+44 7700 900123'],
    ['+447700900123', '+44 7700 900123'],
    ['0044 7700 900123', '+44 7700 900123'],
    ['+44 (0)7700 900123', '+44 7700 900123'],
    ['020 7946 0958', '020 7946 0958'],
    ['(020) 7946 0958', '020 7946 0958'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['0121 496 0000', '0121 496 0000'],
    ['0113 496 0000', '0113 496 0000'],
    ['01632 960123', '01632 960123'],
    ['0300 123 4567', '0300 123 4567'],
    ['0800 123 456', '0800 123 456'],
    ['0800.123.4567', '0800 123 4567'],
  ])('reads %j as %j', (input, expected) => {
    expect(normaliseUkPhone(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['7700 900123', 'no leading 0 or +44'],
    ['0770 090 012', 'a mobile one digit short'],
    ['077009001234', 'a mobile one digit long'],
    ['020 7946 095', 'a London number one digit short'],
    ['0400 123 4567', 'an unused 04 range'],
    ['+1 415 555 0100', 'a US number'],
    ['+33 1 23 45 67 89', 'a French number'],
    ['07700 9001x3', 'a letter'],
    ['07700 + 900123', 'a plus sign inside'],
  ])('refuses %j (%s)', (input) => {
    expect(normaliseUkPhone(input)).toBeNull();
  });
});
