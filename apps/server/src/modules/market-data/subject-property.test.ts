import { describe, expect, it } from 'vitest';
import { addressKey, streetOf } from './subject-property.ts';

describe('streetOf', () => {
  it.each([
    ['12 Cardigan Road', 'Cardigan Road'],
    ['Flat 3, 12a Cardigan Road', 'Cardigan Road'],
    ['10-12 High Street', 'High Street'],
    ['Rose Cottage, Mill Lane', 'Mill Lane'],
    ['Mill Lane', 'Mill Lane'],
    ['12', null],
    ['', null],
  ])('%s -> %s', (line, street) => {
    expect(streetOf(line)).toBe(street);
  });
});

describe('addressKey', () => {
  it('reads the register and the form alike', () => {
    expect(addressKey('Flat 3, 12 Cardigan Road')).toBe(addressKey('FLAT 3 12 CARDIGAN ROAD'));
    expect(addressKey('Apartment 3, 12 Cardigan Rd.')).toBe('3 12 CARDIGAN RD');
  });
});
