import { propertyAnalysisSchema } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { RATE_TABLES, ratesVersionOf, ENGINE_VERSION, RATES_VERSION } from '../version.ts';
import { analyseProperty } from './analyse-property.ts';
import { analysisInput, finding } from './test-fixtures.ts';

describe('analyseProperty', () => {
  const input = analysisInput({
    property: { tenure: 'leasehold', property_type: 'flat', bedrooms: 2, price: 180_000, postcode: 'M1 1AE', description: 'A dated flat with single glazing.' },
    findings: [finding({ kind: 'lease_term', facts: { years_remaining: 82 } }), finding({ kind: 'service_charge', facts: { amount_gbp_per_year: 1_800 }, quote: '£1,800 per annum' })],
  });

  it('answers the wire shape the server stores and the web reads, stamped with both versions', () => {
    const result = analyseProperty(input);
    expect(propertyAnalysisSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ engine_version: ENGINE_VERSION, rates_version: RATES_VERSION });
  });

  it('is deterministic for the same input and day', () => {
    expect(analyseProperty(input)).toEqual(analyseProperty(input));
  });

  it('the parts agree: purchase costs use the legal conveyancing, cash flow uses the lease’s service charge', () => {
    const result = analyseProperty(input);
    expect(result.strategy.purchase_costs.find((line) => line.label === 'Conveyancing')!.value).toBe(result.legal.conveyancing.total.value);
    expect(result.strategy.monthly_cash_flow.find((line) => line.label === 'Service charge')).toMatchObject({ value: -150, source: { name: 'lease.pdf, page 4' } });
    expect(result.legal.risk_level).toBe('medium');
    expect(result.refurbishment.items.map((line) => line.item)).toContain('windows');
  });

  it('with no postcode, England is assumed and said so', () => {
    expect(analyseProperty(analysisInput({ property: { postcode: null } })).strategy.location).toEqual({ nation: 'england', region: null, straddles_border: false, source: 'default' });
    expect(analyseProperty(analysisInput({ property: { postcode: null }, assumptions: { nation: 'wales' } })).strategy.transaction_tax.tax).toBe('LTT');
  });
});

describe('rates version', () => {
  it('names the newest tax table and changes whenever a table changes', () => {
    expect(RATES_VERSION).toMatch(/^2025-04-01\.[0-9a-f]{8}$/);
    expect(ratesVersionOf(RATE_TABLES)).toBe(RATES_VERSION);
    const changed = { ...RATE_TABLES, UK_GROSS_YIELD: RATE_TABLES.UK_GROSS_YIELD + 0.1 };
    expect(ratesVersionOf(changed)).not.toBe(RATES_VERSION);
  });
});
