import { MAX_PRICE, mortgageTypes, propertyAnalysisSchema, type AssumptionsPatch } from '@plotwise/contracts';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { analyseProperty } from './analyse-property.ts';
import { analysisInput } from './test-fixtures.ts';

/** Any number the assumptions schema accepts, the extremes and the barely-above-zero included. */
const within = (min: number, max: number) => fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true }), fc.double({ min: 0, max: 1e-12, noNaN: true }).filter((n) => n >= min));
const percent = within(0, 100);
const pounds = within(0, 1_000_000_000);

const assumptions: fc.Arbitrary<AssumptionsPatch> = fc.record({
  deposit_pct: percent,
  mortgage_rate_pct: within(0, 25),
  mortgage_term_years: fc.integer({ min: 1, max: 40 }),
  mortgage_type: fc.constantFrom(...mortgageTypes),
  lender_fee: pounds,
  monthly_rent: fc.option(pounds),
  management_pct: percent,
  voids_pct: percent,
  maintenance_pct: percent,
  insurance_per_year: pounds,
  ground_rent_per_year: fc.option(pounds),
  service_charge_per_year: fc.option(pounds),
  rent_growth_pct: within(-20, 20),
  capital_growth_pct: within(-20, 20),
  contingency_pct: within(0, 50),
  value_after_works: fc.option(pounds),
  refinance_ltv_pct: percent,
  sale_fees_pct: within(0, 10),
});

describe('analyseProperty over every accepted assumption', () => {
  it('gives a finite number for every figure, so the stored and served result always matches its schema', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PRICE }), fc.constantFrom('freehold', 'leasehold') as fc.Arbitrary<'freehold' | 'leasehold'>, assumptions, (price, tenure, patch) => {
        const result = analyseProperty(analysisInput({ property: { price, tenure }, assumptions: patch }));
        return propertyAnalysisSchema.safeParse(result).success;
      }),
      { numRuns: 300 },
    );
  });
});
