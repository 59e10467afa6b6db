import type { Sale } from '../modules/market-data/estimation/comparables.ts';

let counter = 0;

/** A terraced sale on Cardigan Road, Leeds, in June 2024, with any field changed. */
export function sale(overrides: Partial<Sale> = {}): Sale {
  counter += 1;
  return {
    id: `sale-${counter}`,
    address: `${counter} Cardigan Road, Leeds`,
    key: `${counter} CARDIGAN ROAD`,
    postcode: 'LS6 2AB',
    street: 'CARDIGAN ROAD',
    price: 250_000,
    date: '2024-06-14',
    property_type: 'terraced',
    tenure: 'freehold',
    new_build: false,
    standard: true,
    ...overrides,
  };
}
