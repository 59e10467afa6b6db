import type { AnalysisInput, Citation, EnergyRating, FigureSource, SourcedFinding } from '@plotwise/contracts';
import { bestFinding, citationOf } from './findings.ts';

export type FactSource = 'finding' | 'assumption' | 'property' | 'unknown';

/** A fact the rules use, where it came from, and the document behind it when there is one. */
export type Fact<T> = { value: T; source: FactSource; citation?: Citation };

export type GroundRentEscalation = NonNullable<NonNullable<SourcedFinding['facts']>['escalation']>;

export type PropertyFacts = {
  floorAreaSqm: Fact<number | null>;
  energyRating: Fact<EnergyRating | null>;
  leaseYearsRemaining: Fact<number | null>;
  groundRentPerYear: Fact<number | null> & { escalation: GroundRentEscalation | null };
  serviceChargePerYear: Fact<number | null>;
};

const fromFinding = <T>(finding: SourcedFinding, value: T): Fact<T> => ({ value, source: 'finding', citation: citationOf(finding) });
const known = <T>(value: T | null | undefined, source: FactSource): Fact<T | null> =>
  value === null || value === undefined ? { value: null, source: 'unknown' } : { value, source };

function leaseYears(finding: SourcedFinding, todayYear: number): number | null {
  const facts = finding.facts ?? {};
  if (facts.years_remaining !== undefined) return facts.years_remaining;
  if (facts.term_years !== undefined && facts.start_year !== undefined) return facts.term_years - (todayYear - facts.start_year);
  return null;
}

/**
 * Facts from the documents first, then the user's assumptions, then the listing: a lease_term
 * finding's years remaining beats an assumed lease length, an EPC finding beats the listing's rating.
 */
export function resolvePropertyFacts(input: AnalysisInput): PropertyFacts {
  const findings = input.findings ?? [];
  const { property, assumptions } = input;
  const todayYear = Number(input.today.slice(0, 4));

  const area = bestFinding(findings, 'floor_area', (f) => f.facts?.floor_area_sqm !== undefined);
  const epc = bestFinding(findings, 'epc_rating', (f) => f.facts?.energy_rating !== undefined);
  const lease = bestFinding(findings, 'lease_term', (f) => leaseYears(f, todayYear) !== null);
  const groundRent = bestFinding(findings, 'ground_rent', (f) => f.facts?.amount_gbp_per_year !== undefined || f.facts?.escalation !== undefined);
  const serviceCharge = bestFinding(findings, 'service_charge', (f) => f.facts?.amount_gbp_per_year !== undefined);

  const groundRentFact = groundRent
    ? fromFinding(groundRent, groundRent.facts?.amount_gbp_per_year ?? assumptions.ground_rent_per_year)
    : known(assumptions.ground_rent_per_year, 'assumption');
  return {
    floorAreaSqm: area ? fromFinding(area, area.facts!.floor_area_sqm!) : known(property.floor_area_sqm, 'property'),
    energyRating: epc ? fromFinding(epc, epc.facts!.energy_rating!) : known(property.energy_rating, 'property'),
    leaseYearsRemaining: lease ? fromFinding(lease, leaseYears(lease, todayYear)) : known(assumptions.lease_years_remaining, 'assumption'),
    groundRentPerYear: { ...groundRentFact, escalation: groundRent?.facts?.escalation ?? null },
    serviceChargePerYear: serviceCharge
      ? fromFinding(serviceCharge, serviceCharge.facts!.amount_gbp_per_year!)
      : known(assumptions.service_charge_per_year, 'assumption'),
  };
}

/** Where a fact came from, as a figure's source: the document and page, the user's assumptions or the listing. */
export function sourceOfFact(fact: Fact<unknown>): FigureSource {
  if (fact.citation) return { name: `${fact.citation.filename}, page ${fact.citation.page}` };
  return { name: fact.source === 'assumption' ? 'Your assumptions' : 'The property details' };
}
