import { describe, expect, it } from 'vitest';
import { analysisInput, finding } from '../analysis/test-fixtures.ts';
import { assessLegal } from './assess-legal.ts';

const LEASEHOLD_FLAT = { tenure: 'leasehold', property_type: 'flat' } as const;
const codes = (result: ReturnType<typeof assessLegal>) => result.risks.map((risk) => risk.code);

describe('legal risk from the tenure', () => {
  it('a plain freehold house with a C rating is low risk', () => {
    const result = assessLegal(analysisInput());
    expect(result.risk_level).toBe('low');
    expect(result.lease).toBeNull();
  });

  it.each([
    [95, 'medium', ['service_charge_unknown']],
    [88, 'medium', ['lease_under_90', 'service_charge_unknown']],
    [83, 'medium', ['lease_under_85', 'service_charge_unknown']],
    [79, 'high', ['lease_under_80', 'service_charge_unknown']],
  ])('an assumed lease of %i years is %s risk', (years, level, expected) => {
    const result = assessLegal(analysisInput({ property: LEASEHOLD_FLAT, assumptions: { lease_years_remaining: years } }));
    expect(result.risk_level).toBe(level);
    expect(codes(result)).toEqual(expected);
  });

  it('a lease_term finding beats the assumption and its reason cites the document', () => {
    const lease = finding({ kind: 'lease_term', facts: { years_remaining: 78 }, page: 2, quote: '99 years from 25 March 2005' });
    const result = assessLegal(analysisInput({ property: LEASEHOLD_FLAT, assumptions: { lease_years_remaining: 120 }, findings: [lease] }));
    expect(result.lease?.years_remaining?.value).toBe(78);
    expect(result.lease?.source).toBe('finding');
    const risk = result.risks.find((r) => r.code === 'lease_under_80');
    expect(risk).toMatchObject({ level: 'high', citation: { document_id: 'doc-lease', filename: 'lease.pdf', page: 2, quote: '99 years from 25 March 2005' } });
    expect(result.risk_level).toBe('high');
  });

  it('works out the years left from the term and start year', () => {
    const lease = finding({ kind: 'lease_term', facts: { term_years: 125, start_year: 1990 } });
    expect(assessLegal(analysisInput({ property: LEASEHOLD_FLAT, findings: [lease] })).lease?.years_remaining?.value).toBe(89);
  });

  it('a doubling ground rent raises the risk to high, citing the clause', () => {
    const ground = finding({ kind: 'ground_rent', facts: { amount_gbp_per_year: 150, escalation: 'doubling' }, page: 7, quote: 'doubling every 25 years' });
    const base = analysisInput({ property: LEASEHOLD_FLAT, assumptions: { lease_years_remaining: 150, service_charge_per_year: 900 } });
    expect(assessLegal(base).risk_level).toBe('low');
    const result = assessLegal({ ...base, findings: [ground] });
    expect(result.risk_level).toBe('high');
    expect(result.risks.find((r) => r.code === 'ground_rent_doubling')?.citation).toMatchObject({ page: 7, quote: 'doubling every 25 years' });
  });

  it('ground rent over 0.1% of the price is high risk', () => {
    const input = analysisInput({ property: LEASEHOLD_FLAT, assumptions: { lease_years_remaining: 150, service_charge_per_year: 900, ground_rent_per_year: 250 } });
    expect(codes(assessLegal(input))).toContain('ground_rent_over_0_1_pct');
    expect(assessLegal(input).risk_level).toBe('high');
  });

  it('a freehold flat is flagged', () => {
    expect(codes(assessLegal(analysisInput({ property: { property_type: 'flat' } })))).toEqual(['freehold_flat']);
  });
});

describe('legal risk from energy, council tax and documents', () => {
  it('EPC F cannot be let in England; D misses the proposed 2030 minimum; Scotland has neither check', () => {
    expect(assessLegal(analysisInput({ property: { energy_rating: 'F' } }))).toMatchObject({ risk_level: 'high', energy: { meets_current_minimum: false } });
    expect(assessLegal(analysisInput({ property: { energy_rating: 'D' } }))).toMatchObject({ risk_level: 'medium', energy: { meets_current_minimum: true, meets_proposed_2030_minimum: false } });
    expect(assessLegal(analysisInput({ property: { energy_rating: 'F', postcode: 'EH1 1YZ' } })).energy).toMatchObject({ meets_current_minimum: null });
  });

  it('an EPC finding beats the listing’s rating', () => {
    const epc = finding({ kind: 'epc_rating', facts: { energy_rating: 'G' }, filename: 'epc.pdf', document_id: 'doc-epc', quote: 'Current rating 18 G' });
    const result = assessLegal(analysisInput({ findings: [epc] }));
    expect(result.energy).toMatchObject({ rating: 'G', source: 'finding' });
    expect(result.risks.find((r) => r.code === 'epc_below_e')?.citation?.filename).toBe('epc.pdf');
  });

  it('council tax band against the band the price suggests', () => {
    // £200,000 × 55,418 / 266,640 = £41,567.65 in 1991: band B.
    expect(assessLegal(analysisInput()).council_tax).toMatchObject({ band: 'B', implied_band: 'B', valuation_date_value: { value: 41_568 } });
    expect(codes(assessLegal(analysisInput({ property: { price: 900_000, council_tax_band: 'C' } })))).toContain('council_tax_band_low');
    expect(assessLegal(analysisInput({ property: { postcode: 'BT1 5GS' } })).council_tax).toBeNull();
  });

  it('every amber or red finding becomes a reason citing its document', () => {
    const knotweed = finding({ kind: 'japanese_knotweed', severity: 'red', summary: 'Japanese knotweed within 3 metres', filename: 'ta6.pdf', document_id: 'doc-ta6', page: 5, quote: 'Yes - treatment plan in place' });
    const result = assessLegal(analysisInput({ findings: [knotweed, finding({ kind: 'title_number', severity: 'info' })] }));
    expect(result.risk_level).toBe('high');
    expect(result.findings_used).toBe(2);
    expect(result.risks).toContainEqual({
      code: 'finding_japanese_knotweed',
      level: 'high',
      reason: 'Japanese knotweed within 3 metres (ta6.pdf, page 5)',
      citation: { document_id: 'doc-ta6', filename: 'ta6.pdf', page: 5, quote: 'Yes - treatment plan in place' },
    });
  });
});

describe('conveyancing and compliance', () => {
  it('legal fee rises with price; searches; Land Registry fee by band', () => {
    const { conveyancing } = assessLegal(analysisInput());
    // £450 + (£1,700 - £450) × 0.2 = £700; searches £450; Scale 1 fee for £100,001-£200,000 is £100.
    expect(conveyancing.lines.map((line) => [line.label, line.value])).toEqual([['Legal fee', 700], ['Searches', 450], ['Land Registry fee', 100]]);
    expect(conveyancing.total.value).toBe(1_250);
  });

  it('London costs more, leaseholds cost more, and Scotland has no Land Registry line', () => {
    expect(assessLegal(analysisInput({ property: { postcode: 'SW1A 1AA' } })).conveyancing.lines[0]!.value).toBe(910);
    expect(assessLegal(analysisInput({ property: { tenure: 'leasehold' } })).conveyancing.lines[0]!.value).toBe(1_008);
    expect(assessLegal(analysisInput({ property: { postcode: 'EH1 1YZ' } })).conveyancing.lines).toHaveLength(2);
  });

  it('the checklist follows the nation and the date', () => {
    const england = assessLegal(analysisInput()).compliance;
    expect(england.map((item) => item.code)).toEqual(['gas_safety', 'eicr', 'epc', 'deposit_protection', 'right_to_rent', 'smoke_co_alarms', 'hmo_licence', 'selective_licensing', 'renters_rights_act']);
    expect(england.find((item) => item.code === 'renters_rights_act')?.status).toBe('upcoming');
    const later = assessLegal(analysisInput({ today: '2026-05-01' })).compliance;
    expect(later.find((item) => item.code === 'renters_rights_act')?.status).toBe('required');
    expect(assessLegal(analysisInput({ property: { postcode: 'CF10 1EP' } })).compliance.map((item) => item.code)).toContain('rent_smart_wales');
  });
});
