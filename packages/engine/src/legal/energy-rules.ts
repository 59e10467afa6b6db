import { energyRatings, type EnergyCheck, type EnergyRating, type Risk } from '@plotwise/contracts';
import type { AnalysisContext } from '../analysis/analysis-context.ts';

/** Minimum energy efficiency standards for private lettings (docs/product/analysis-rules.md, "Energy"). */
export const MEES = {
  current: { minimum: 'E' as EnergyRating, costCap: 3_500, nations: ['england', 'wales'] },
  proposed2030: { minimum: 'C' as EnergyRating, costCap: 10_000, nations: ['england'], from: '1 Oct 2030' },
};

const atLeast = (rating: EnergyRating, minimum: EnergyRating) => energyRatings.indexOf(rating) <= energyRatings.indexOf(minimum);

export function checkEnergy(context: AnalysisContext): { check: EnergyCheck; risks: Risk[] } {
  const { value: rating, source, citation } = context.facts.energyRating;
  const nation = context.location.nation;
  const currentApplies = MEES.current.nations.includes(nation);
  const proposedApplies = MEES.proposed2030.nations.includes(nation);
  const check: EnergyCheck = {
    rating,
    source,
    meets_current_minimum: rating && currentApplies ? atLeast(rating, MEES.current.minimum) : null,
    meets_proposed_2030_minimum: rating && proposedApplies ? atLeast(rating, MEES.proposed2030.minimum) : null,
  };
  const cite = (risk: Risk): Risk => (citation ? { ...risk, citation } : risk);
  const risks: Risk[] = [];
  if (!rating) {
    risks.push({ code: 'epc_unknown', level: 'medium', reason: 'No EPC rating: a home needs a valid EPC to be let or sold, and in England and Wales a let needs E or better.' });
  } else if (check.meets_current_minimum === false) {
    risks.push(cite({ code: 'epc_below_e', level: 'high', reason: `EPC ${rating}: it cannot be let until improved to E or an exemption is registered (landlords spend up to £3,500).` }));
  } else if (check.meets_proposed_2030_minimum === false) {
    risks.push(cite({ code: 'epc_below_c', level: 'medium', reason: `EPC ${rating}: the Government plans to require C for every private tenancy by ${MEES.proposed2030.from} (cost cap reported as £10,000).` }));
  }
  return { check, risks };
}
