import { describe, expect, it } from 'vitest';
import { parseAddress } from './address.ts';

describe('parseAddress', () => {
  it('reads the form line address, city, postcode', () => {
    expect(parseAddress('10 Downing Street, London, SW1A 2AA')).toEqual({
      address: '10 Downing Street',
      city: 'London',
      postcode: 'SW1A 2AA',
    });
  });

  it('normalises a lower-case postcode without a space', () => {
    expect(parseAddress('1 High Street, Leeds, ls14ap').postcode).toBe('LS1 4AP');
  });

  it('keeps commas inside the street address', () => {
    expect(parseAddress('Flat 2, 10 High St, Leeds, LS1 4AP')).toEqual({
      address: 'Flat 2, 10 High St',
      city: 'Leeds',
      postcode: 'LS1 4AP',
    });
  });

  it('reads an address without a postcode', () => {
    expect(parseAddress('10 Downing Street, London')).toEqual({ address: '10 Downing Street', city: 'London', postcode: '' });
    expect(parseAddress('Flat 2, 10 High St, Leeds')).toEqual({ address: 'Flat 2, 10 High St', city: 'Leeds', postcode: '' });
  });

  it('keeps empty form slots empty', () => {
    expect(parseAddress('10 High St, , ')).toEqual({ address: '10 High St', city: '', postcode: '' });
    expect(parseAddress('Flat 2, Rose Court, , ')).toEqual({ address: 'Flat 2, Rose Court', city: '', postcode: '' });
    expect(parseAddress('Rose Cottage, , YO1 7HH')).toEqual({ address: 'Rose Cottage', city: '', postcode: 'YO1 7HH' });
  });

  it('takes a postcode written after the city', () => {
    expect(parseAddress('3 Mill Lane, Leeds ls1 4ap')).toEqual({ address: '3 Mill Lane', city: 'Leeds', postcode: 'LS1 4AP' });
  });

  it('reads a single line with no city as the street address', () => {
    expect(parseAddress('10 Downing Street')).toEqual({ address: '10 Downing Street', city: '', postcode: '' });
    expect(parseAddress('Flat 2, 10 High Street')).toEqual({ address: 'Flat 2, 10 High Street', city: '', postcode: '' });
  });

  it('leaves the street address empty when only a postcode is given', () => {
    expect(parseAddress('sw1a 1aa')).toEqual({ address: '', city: '', postcode: 'SW1A 1AA' });
  });
});
