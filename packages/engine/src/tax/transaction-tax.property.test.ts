import { nations, type Nation } from '@plotwise/contracts';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { taxOn } from './test-helpers.ts';
import type { TaxBuyer } from './tax-buyer.ts';

const price = fc.integer({ min: 1, max: 3_000_000 });
const nation = fc.constantFrom<Nation>(...nations);
const date = fc.constantFrom('2021-10-01', '2022-09-23', '2022-12-16', '2024-10-30', '2024-12-11', '2025-04-01', '2027-06-01');
const flags = fc.record<TaxBuyer>({ first_time_buyer: fc.boolean(), additional_dwelling: fc.boolean(), non_resident: fc.boolean(), company: fc.boolean() });

describe('transaction tax properties', () => {
  it('is never negative, and its bands add up to it', () => {
    fc.assert(
      fc.property(price, nation, date, flags, (p, n, d, f) => {
        const result = taxOn(p, n, d, f);
        return result.amount >= 0 && result.bands.reduce((sum, band) => sum + band.tax, 0) === result.amount;
      }),
    );
  });

  it('never falls as the price rises within a regime', () => {
    fc.assert(
      fc.property(price, price, nation, date, flags, (a, b, n, d, f) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return taxOn(low, n, d, f).amount <= taxOn(high, n, d, f).amount;
      }),
    );
  });

  it('first-time buyer relief never raises the tax', () => {
    fc.assert(
      fc.property(price, nation, date, flags, (p, n, d, f) => taxOn(p, n, d, { ...f, first_time_buyer: true }).amount <= taxOn(p, n, d, { ...f, first_time_buyer: false }).amount),
    );
  });

  it('surcharges never lower the tax', () => {
    fc.assert(
      fc.property(price, nation, date, flags, fc.constantFrom<keyof TaxBuyer>('additional_dwelling', 'non_resident', 'company'), (p, n, d, f, surcharge) =>
        taxOn(p, n, d, { ...f, [surcharge]: true }).amount >= taxOn(p, n, d, { ...f, [surcharge]: false }).amount,
      ),
    );
  });
});
