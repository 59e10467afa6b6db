import type { DocumentFinding, DocumentKind } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { epcPages, floorplanLines, leasePages, propertyInformationPages, titleRegisterPages } from '../../../test-support/legal-pack-texts.ts';
import type { PageText } from '../extract/page-text.ts';
import { findFindings } from './finding-source.ts';
import { ruleFindingSource } from './rule-reader.ts';

const asPages = (pages: string[][]): PageText[] => pages.map((lines, index) => ({ page: index + 1, text: lines.join('\n'), method: 'text', ocrConfidence: null }));
const asOf = new Date('2026-06-24T00:00:00Z');
const read = (kind: DocumentKind, pages: string[][]) => findFindings([ruleFindingSource], { filename: 'pack.pdf', kind, pages: asPages(pages), asOf });
const byKind = (findings: DocumentFinding[], kind: DocumentFinding['kind']) => findings.filter((finding) => finding.kind === kind);

describe('the lease reader', () => {
  it('finds the term and works out the years remaining against the thresholds', async () => {
    const [term] = byKind(await read('lease', leasePages), 'lease_term');
    expect(term).toMatchObject({
      page: 1,
      quote: '1. The Lessor demises the Flat to the Lessee for a term of 99 years from 24 June 1990.',
      severity: 'red',
      facts: { term_years: 99, start_year: 1990, start_date: '1990-06-24', years_remaining: 63, as_of: '2026-06-24' },
    });
    expect(term!.summary).toBe('Lease of 99 years from 24 Jun 1990: 63 years remain, under 80 years, so extending it will cost more (marriage value).');
  });

  it('grades 84, 89 and 95 years remaining as amber, amber and info', async () => {
    const severities = await Promise.all(
      [84, 89, 95].map(async (remaining) => {
        const start = 2026 - (125 - remaining);
        const [term] = byKind(await read('lease', [[`for a term of 125 years from 24 June ${start}.`]]), 'lease_term');
        return [term!.facts!.years_remaining, term!.severity];
      }),
    );
    expect(severities).toEqual([[84, 'amber'], [89, 'amber'], [95, 'info']]);
  });

  it('reads a term written in words and one given as two dates', async () => {
    const [words] = byKind(await read('lease', [['for a term of one hundred and twenty-five years commencing on 1st January 2000']]), 'lease_term');
    expect(words!.facts).toMatchObject({ term_years: 125, start_date: '2000-01-01' });
    const [dates] = byKind(await read('lease', [['LR6. Term: From and including 24 June 1990 to and including 23 June 2115']]), 'lease_term');
    expect(dates!.facts).toMatchObject({ term_years: 125, start_date: '1990-06-24', years_remaining: 89 });
  });

  it('finds the ground rent, its doubling, the service charge, restrictions and forfeiture with their pages', async () => {
    const findings = await read('lease', leasePages);
    expect(byKind(findings, 'ground_rent')[0]).toMatchObject({ page: 1, severity: 'red', facts: { amount_gbp_per_year: 250, escalation: 'doubling' } });
    expect(byKind(findings, 'ground_rent_review')[0]).toMatchObject({ summary: 'Ground rent doubles every 25 years.', facts: { review_period_years: 25 } });
    expect(byKind(findings, 'service_charge')[0]).toMatchObject({ page: 2, summary: 'Service charge provisions: the leaseholder pays 12.5% of the costs.' });
    expect(byKind(findings, 'restriction_subletting')[0]).toMatchObject({
      page: 2,
      severity: 'amber',
      quote: '4. The Lessee shall not underlet the whole or any part of the Flat without the prior\nwritten consent of the Lessor.',
    });
    expect(byKind(findings, 'restriction_short_lets')[0]!.page).toBe(2);
    expect(byKind(findings, 'restriction_pets')[0]!.summary).toBe("Pets need the landlord's consent.");
    expect(byKind(findings, 'restriction_alterations')[0]!.summary).toBe('Alterations are restricted.');
    expect(byKind(findings, 'forfeiture')[0]).toMatchObject({ page: 3, severity: 'amber' });
  });
});

describe('the title register reader', () => {
  it('finds number, class, proprietor, price paid, charge, restriction, covenants and a right of way', async () => {
    const findings = await read('title_register', titleRegisterPages);
    expect(byKind(findings, 'title_number')[0]!.facts).toEqual({ title_number: 'TGL123456' });
    expect(byKind(findings, 'title_class')[0]).toMatchObject({ severity: 'info', quote: 'Title absolute' });
    expect(byKind(findings, 'proprietor')[0]!.summary).toBe('Registered proprietor: JANE SMITH.');
    expect(byKind(findings, 'price_paid')[0]).toMatchObject({ summary: 'Price paid £350,000 on 1 Mar 2018.', facts: { price_gbp: 350000 } });
    expect(byKind(findings, 'title_restriction')[0]!.page).toBe(1);
    expect(byKind(findings, 'charge')[0]!.page).toBe(2);
    expect(byKind(findings, 'restrictive_covenant')[0]!.page).toBe(2);
    expect(byKind(findings, 'right_of_way')[0]!.page).toBe(2);
  });
});

describe('the searches reader', () => {
  it('tells a declared problem from a clear answer', async () => {
    const findings = await read('property_information_form', propertyInformationPages);
    expect(byKind(findings, 'dispute')[0]!.severity).toBe('amber');
    expect(byKind(findings, 'works_without_consent')[0]!.severity).toBe('amber');
    expect(byKind(findings, 'japanese_knotweed')[0]).toMatchObject({ severity: 'info', summary: 'No Japanese knotweed declared.' });
    expect(byKind(findings, 'flood_risk')[0]).toMatchObject({ severity: 'red', summary: 'Flood risk is high.' });
  });
});

describe('the EPC and floorplan readers', () => {
  it('finds ratings, floor area and recommendations in an EPC', async () => {
    const findings = await read('epc', epcPages);
    expect(byKind(findings, 'epc_rating')[0]).toMatchObject({ severity: 'amber', facts: { energy_rating: 'D' } });
    expect(byKind(findings, 'epc_potential_rating')[0]!.facts).toEqual({ energy_rating: 'B' });
    expect(byKind(findings, 'floor_area')[0]!.facts).toEqual({ floor_area_sqm: 72, floor_area_sqft: 775 });
    expect(byKind(findings, 'epc_recommendation').map((finding) => finding.quote)).toEqual([
      'Increase loft insulation to 270 mm',
      'Replace boiler with new condensing boiler',
    ]);
  });

  it('takes the total from a floorplan in both units', async () => {
    const [area] = await read('floorplan', [floorplanLines]);
    expect(area).toMatchObject({ kind: 'floor_area', confidence: 0.95, facts: { floor_area_sqm: 72.5, floor_area_sqft: 780 } });
  });

  it('converts a total given in square feet only', async () => {
    const [area] = await read('floorplan', [['Approximate Gross Internal Area = 1,076 sq ft']]);
    expect(area!.facts).toEqual({ floor_area_sqm: 100, floor_area_sqft: 1076 });
  });
});

describe('finding sources', () => {
  it('drop a finding whose quote is not on the page it names', async () => {
    const invented = { origin: 'model', find: () => [{ kind: 'forfeiture', summary: 'x', page: 1, quote: 'words the lease never says', confidence: 0.9, severity: 'red' } as const] };
    const moved = { origin: 'model', find: () => [{ kind: 'forfeiture', summary: 'x', page: 1, quote: 'the Lessor may re-enter the Flat', confidence: 0.9, severity: 'red' } as const] };
    const kept = { origin: 'model', find: () => [{ kind: 'forfeiture', summary: 'x', page: 3, quote: 'the Lessor   MAY re-enter\nthe Flat', confidence: 0.9, severity: 'red' } as const] };
    const input = { filename: 'lease.pdf', kind: 'other' as const, pages: asPages(leasePages), asOf };
    expect(await findFindings([invented, moved, kept], input)).toEqual([{ ...kept.find()[0], origin: 'model' }]);
  });
});
