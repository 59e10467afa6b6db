import type { Risk } from '@plotwise/contracts';
import { formatPounds } from '../core/money.ts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';
import type { Fact } from '../analysis/property-facts.ts';

/** Lease lengths that matter to lenders and to the cost of extending (docs/product/analysis-rules.md, "Leasehold"). */
export const LEASE_THRESHOLDS = { marriageValue: 80, lendersCautious: 85, noted: 90 };
/** Ground rent above this share of the value a year is a red flag. */
export const GROUND_RENT_VALUE_SHARE = 0.001;
/** A service charge above this share of the price a year deserves a closer look (Plotwise rule). */
export const SERVICE_CHARGE_VALUE_SHARE = 0.01;

const withCitation = <T>(risk: Risk, fact: Fact<T>): Risk => (fact.citation ? { ...risk, citation: fact.citation } : risk);
const from = (fact: Fact<unknown>) => (fact.source === 'finding' ? ' (from the lease)' : fact.source === 'assumption' ? ' (your assumption)' : '');

function leaseLengthRisk(years: Fact<number | null>): Risk | null {
  if (years.value === null) {
    return { code: 'lease_length_unknown', level: 'medium', reason: 'Lease length unknown: ask for the lease. Under 85 years lenders get cautious, and under 80 an extension costs more (marriage value).' };
  }
  const left = `${Math.floor(years.value)} years left on the lease${from(years)}`;
  if (years.value < LEASE_THRESHOLDS.marriageValue) {
    return withCitation({ code: 'lease_under_80', level: 'high', reason: `${left}: under 80 years, extending means paying marriage value and many lenders will not lend.` }, years);
  }
  if (years.value < LEASE_THRESHOLDS.lendersCautious) {
    return withCitation({ code: 'lease_under_85', level: 'medium', reason: `${left}: under 85 years lenders get cautious; extend before it falls below 80.` }, years);
  }
  if (years.value < LEASE_THRESHOLDS.noted) {
    return withCitation({ code: 'lease_under_90', level: 'low', reason: `${left}: worth extending before it nears 80 years.` }, years);
  }
  return null;
}

function groundRentRisks(context: AnalysisContext): Risk[] {
  const rent = context.facts.groundRentPerYear;
  const risks: Risk[] = [];
  if (rent.escalation === 'doubling') {
    risks.push(withCitation({ code: 'ground_rent_doubling', level: 'high', reason: 'The ground rent doubles at intervals: many lenders refuse such leases and buyers are hard to find.' }, rent));
  } else if (rent.escalation === 'rpi') {
    risks.push(withCitation({ code: 'ground_rent_rpi', level: 'high', reason: 'The ground rent rises with RPI: an escalating ground rent is a red flag for lenders and buyers.' }, rent));
  } else if (rent.escalation === 'review') {
    risks.push(withCitation({ code: 'ground_rent_review', level: 'medium', reason: 'The ground rent is reviewed periodically: ask how the new rent is set.' }, rent));
  }
  const limit = context.price * GROUND_RENT_VALUE_SHARE;
  if (rent.value !== null && rent.value > limit) {
    risks.push(withCitation({
      code: 'ground_rent_over_0_1_pct',
      level: 'high',
      reason: `Ground rent of ${formatPounds(rent.value)} a year${from(rent)} is over 0.1% of the price (${formatPounds(limit)}).`,
    }, rent));
  }
  return risks;
}

function serviceChargeRisk(context: AnalysisContext): Risk | null {
  const charge = context.facts.serviceChargePerYear;
  if (charge.value === null) {
    return { code: 'service_charge_unknown', level: 'medium', reason: 'Service charge unknown: ask for the last three years’ accounts and the budget.' };
  }
  if (charge.value > context.price * SERVICE_CHARGE_VALUE_SHARE) {
    return withCitation({ code: 'service_charge_high', level: 'medium', reason: `Service charge of ${formatPounds(charge.value)} a year${from(charge)} is over 1% of the price: check what it covers and any planned major works.` }, charge);
  }
  return withCitation({ code: 'service_charge', level: 'low', reason: `Service charge of ${formatPounds(charge.value)} a year${from(charge)}, included in the cash flow.` }, charge);
}

/** Risks that come with the tenure: lease length, ground rent and service charge for leaseholds; a freehold flat; commonhold. */
export function tenureRisks(context: AnalysisContext): Risk[] {
  const { tenure, property_type: type } = context.input.property;
  if (tenure === 'leasehold' || tenure === 'sharehold') {
    return [leaseLengthRisk(context.facts.leaseYearsRemaining), ...groundRentRisks(context), serviceChargeRisk(context)].filter((risk): risk is Risk => risk !== null);
  }
  if (tenure === 'commonhold') {
    return [{ code: 'commonhold', level: 'low', reason: 'Commonhold: check the commonhold association’s rules, budget and reserve fund; some lenders do not lend on it.' }];
  }
  if (type === 'flat' || type === 'apartment') {
    return [{ code: 'freehold_flat', level: 'medium', reason: 'A freehold flat: shared repairs are hard to enforce and many lenders will not lend; confirm the tenure.' }];
  }
  return [];
}
