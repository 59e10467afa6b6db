import { postcodeParts } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { sale } from '../../../test-support/market-sales.ts';
import { matchOf, pickComparables, SALE_TYPES_OF, type ComparableSubject } from './comparables.ts';

const subject: ComparableSubject = { postcode: postcodeParts('LS6 2AB')!, street: 'Cardigan Road', saleTypes: SALE_TYPES_OF.terraced };
const options = { today: '2025-11-20', maxAgeMonths: 60, limit: 10 };

describe('matchOf', () => {
  it('grades a sale by street, then sector, then district', () => {
    expect(matchOf(sale({ postcode: 'LS6 2ZZ', street: 'cardigan road' }), subject)).toBe('street');
    expect(matchOf(sale({ postcode: 'LS6 2QT', street: 'ALEXANDRA ROAD' }), subject)).toBe('sector');
    expect(matchOf(sale({ postcode: 'LS6 4AA', street: 'ALEXANDRA ROAD' }), subject)).toBe('district');
    // The same street name in another district is not the subject's street.
    expect(matchOf(sale({ postcode: 'LS16 5AA', street: 'CARDIGAN ROAD' }), subject)).toBeNull();
  });
});

describe('pickComparables', () => {
  it('takes the street first, then the sector, then the district, newest first within each', () => {
    const district = sale({ postcode: 'LS6 4AA', street: 'OTLEY ROAD', date: '2025-10-01' });
    const sectorOld = sale({ postcode: 'LS6 2QT', street: 'BRUDENELL ROAD', date: '2022-03-01' });
    const sectorNew = sale({ postcode: 'LS6 2QT', street: 'BRUDENELL ROAD', date: '2025-01-10' });
    const street = sale({ date: '2021-05-05' });
    const picked = pickComparables([district, sectorOld, sectorNew, street], subject, options);
    expect(picked.map((item) => [item.sale.id, item.match])).toEqual([
      [street.id, 'street'],
      [sectorNew.id, 'sector'],
      [sectorOld.id, 'sector'],
      [district.id, 'district'],
    ]);
    expect(picked[0]!.ageMonths).toBe(54);
  });

  it('stops at the limit, closest tiers kept', () => {
    const streets = Array.from({ length: 3 }, () => sale());
    const districts = Array.from({ length: 5 }, () => sale({ postcode: 'LS6 4AA', street: 'OTLEY ROAD' }));
    const picked = pickComparables([...districts, ...streets], subject, { ...options, limit: 4 });
    expect(picked.map((item) => item.match)).toEqual(['street', 'street', 'street', 'district']);
  });

  it('leaves out other kinds of home, non-market sales, nominal prices, old sales and repeats', () => {
    const kept = sale();
    const picked = pickComparables(
      [
        kept,
        kept,
        sale({ property_type: 'flat' }),
        sale({ property_type: 'other' }),
        sale({ standard: false }),
        sale({ price: 5_000 }),
        sale({ date: '2020-10-31' }),
        sale({ date: '2026-01-01' }),
      ],
      subject,
      options,
    );
    expect(picked.map((item) => item.sale.id)).toEqual([kept.id]);
  });

  it('compares a house of unknown form with every house type, and a flat only with flats', () => {
    const sales = [sale({ property_type: 'detached' }), sale({ property_type: 'semi_detached' }), sale(), sale({ property_type: 'flat' })];
    expect(pickComparables(sales, { ...subject, saleTypes: SALE_TYPES_OF.house }, options)).toHaveLength(3);
    expect(pickComparables(sales, { ...subject, saleTypes: SALE_TYPES_OF.apartment }, options).map((item) => item.sale.property_type)).toEqual(['flat']);
  });
});
