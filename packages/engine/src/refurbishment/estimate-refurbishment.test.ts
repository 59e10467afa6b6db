import type { RangedFigure } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { analysisInput, finding } from '../analysis/test-fixtures.ts';
import { estimateRefurbishment } from './estimate-refurbishment.ts';

const lines = (result: ReturnType<typeof estimateRefurbishment>) => result.items.map((line) => [line.item, line.quantity, line.unit_cost, line.total]);
const totalOf = (result: ReturnType<typeof estimateRefurbishment>, spec: string) => result.totals.find((total) => total.spec === spec)!;

const estimatedValue: RangedFigure = {
  value: 210_000, low: 195_000, high: 240_000, unit: 'gbp', label: 'Estimated value', method: 'Comparable sales', source: { name: 'HM Land Registry Price Paid' }, as_of: '2026-01-31',
};

describe('refurbishment', () => {
  it('a well presented home with EPC C needs nothing', () => {
    const result = estimateRefurbishment(analysisInput());
    expect(result.items).toEqual([]);
    expect(totalOf(result, 'standard').total.value).toBe(0);
    expect(result.figures.duration_weeks.value).toBe(0);
    expect(result.room_conditions.every((room) => room.condition === 'good' && room.source === 'default')).toBe(true);
  });

  it('a kitchen marked poor: new kitchen, re-plaster and decorate, with contingency and VAT', () => {
    const result = estimateRefurbishment(analysisInput({ room_conditions: { kitchen: 'poor' } }));
    expect(lines(result)).toEqual([['kitchen', 1, 11_000, 11_000], ['plastering', 1, 750, 750], ['decoration', 1, 450, 450]]);
    const standard = totalOf(result, 'standard');
    // Works £12,200; contingency 10% £1,220; VAT 20% of £13,420 = £2,684.
    expect([standard.works.value, standard.contingency.value, standard.vat.value, standard.total.value]).toEqual([12_200, 1_220, 2_684, 16_104]);
    expect(result.figures.works_total.value).toBe(16_104);
    // Kitchen 3 weeks + plastering 0.5 + decoration 0.4 = 3.9, times 0.7 for overlapping trades: 3 weeks.
    expect(result.figures.duration_weeks.value).toBe(3);
  });

  it('London prices are 30% higher', () => {
    const result = estimateRefurbishment(analysisInput({ property: { postcode: 'SW1A 1AA' }, room_conditions: { kitchen: 'poor' } }));
    expect(lines(result)).toEqual([['kitchen', 1, 14_300, 14_300], ['plastering', 1, 975, 975], ['decoration', 1, 585, 585]]);
    expect(totalOf(result, 'standard').total.value).toBe(15_860 + 1_586 + 3_489);
    expect(result.figures.regional_price_factor.value).toBe(1.3);
  });

  it('totals at each specification rise from basic to premium', () => {
    const result = estimateRefurbishment(analysisInput({ property: { description: 'A semi in need of full modernisation, single glazed throughout.' } }));
    const [basic, standard, premium] = ['basic', 'standard', 'premium'].map((spec) => totalOf(result, spec).total.value) as [number, number, number];
    expect(basic).toBeLessThan(standard);
    expect(standard).toBeLessThan(premium);
  });

  it('reads the description: full modernisation, single glazing and a low EPC', () => {
    const result = estimateRefurbishment(analysisInput({ property: { description: 'In need of full modernisation. Single glazed windows.', energy_rating: 'E' } }));
    expect(result.room_conditions.every((room) => room.condition === 'poor' && room.source === 'description')).toBe(true);
    expect(result.items.map((line) => line.item)).toEqual(['kitchen', 'bathroom', 'rewire', 'windows', 'plastering', 'decoration', 'flooring', 'energy_upgrades']);
    // 3 bedrooms in a house: 8 windows. Floors of living room, 3 bedrooms and hall: 5 of 7 rooms of 93 m².
    expect(lines(result).find(([item]) => item === 'windows')).toEqual(['windows', 8, 525, 4_200]);
    expect(lines(result).find(([item]) => item === 'flooring')).toEqual(['flooring', 66, 27, 1_782]);
  });

  it('the user’s marks beat the description', () => {
    const result = estimateRefurbishment(analysisInput({ property: { description: 'Dated throughout.' }, room_conditions: { bedrooms: 'good' } }));
    expect(result.room_conditions.find((room) => room.room === 'bedrooms')).toEqual({ room: 'bedrooms', condition: 'good', source: 'user' });
    expect(result.room_conditions.find((room) => room.room === 'kitchen')).toEqual({ room: 'kitchen', condition: 'fair', source: 'description' });
  });

  it('insulation is zero-rated for VAT', () => {
    const standard = totalOf(estimateRefurbishment(analysisInput({ property: { energy_rating: 'E' } })), 'standard');
    expect([standard.works.value, standard.contingency.value, standard.vat.value]).toEqual([950, 95, 0]);
  });

  it('floor area: a floorplan finding beats the property, which beats the space standard', () => {
    expect(estimateRefurbishment(analysisInput()).figures.floor_area_sqm).toMatchObject({ value: 93, label: 'Floor area (estimated)' });
    expect(estimateRefurbishment(analysisInput({ property: { floor_area_sqm: 110 } })).figures.floor_area_sqm.value).toBe(110);
    const plan = finding({ kind: 'floor_area', facts: { floor_area_sqm: 124.5 }, filename: 'floorplan.png', document_id: 'doc-plan', page: 1 });
    const result = estimateRefurbishment(analysisInput({ property: { floor_area_sqm: 110 }, findings: [plan] }));
    expect(result.figures.floor_area_sqm).toMatchObject({ value: 124.5, source: { name: 'floorplan.png, page 1' } });
  });

  it('a flat never gets a roof, and whole-home jobs scale with floor area', () => {
    const flat = estimateRefurbishment(analysisInput({ property: { property_type: 'flat', bedrooms: 2, description: 'Roof repairs needed to the block. Old wiring.' } }));
    expect(flat.items.map((line) => line.item)).toEqual(['rewire']);
    // A 2-bed flat is 70 m² against the 93 m² reference: 0.75 of a rewire.
    expect(lines(flat)).toEqual([['rewire', 0.75, 5_750, 4_313]]);
  });

  it('value added: the top of the estimate range after works, less price, purchase costs and works', () => {
    const result = estimateRefurbishment(analysisInput({ market: { estimated_value: estimatedValue }, room_conditions: { kitchen: 'poor' } }));
    expect(result.figures.value_after_works).toMatchObject({ value: 240_000, source: { name: 'HM Land Registry Price Paid' } });
    // Purchase costs on £200,000 in Leeds: SDLT £1,500, conveyancing £1,250, survey £450, lender £999, broker £500 = £4,699.
    expect(result.figures.value_added.value).toBe(240_000 - (200_000 + 4_699 + 16_104));
    const own = estimateRefurbishment(analysisInput({ assumptions: { value_after_works: 260_000 }, room_conditions: { kitchen: 'poor' } }));
    expect(own.figures.value_after_works).toMatchObject({ value: 260_000, source: { name: 'Your assumptions' } });
  });
});
