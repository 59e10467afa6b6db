import type { AnalysisInput, AnalysisLocation, Assumptions, Nation } from '@plotwise/contracts';
import { locatePostcode } from '../geography/locate-postcode.ts';
import { resolvePropertyFacts, type PropertyFacts } from './property-facts.ts';

/** Everything the three parts share, worked out once per analysis. */
export type AnalysisContext = {
  input: AnalysisInput;
  assumptions: Assumptions;
  today: string;
  price: number;
  location: AnalysisLocation;
  completionDate: string;
  facts: PropertyFacts;
  /** The property text the keyword rules read: description and features, lower case. */
  text: string;
};

/** Nation from the user's override, else the postcode, else England (flagged as a default). */
export function resolveLocation(postcode: string | null, override: Nation | null): AnalysisLocation {
  const located = postcode ? locatePostcode(postcode) : null;
  if (override) {
    const region = located?.nation === override ? located.region : override === 'england' ? null : override;
    return { nation: override, region, straddles_border: false, source: 'override' };
  }
  if (located) return { nation: located.nation, region: located.region, straddles_border: located.straddles_border, source: 'postcode' };
  return { nation: 'england', region: null, straddles_border: false, source: 'default' };
}

export function buildContext(input: AnalysisInput): AnalysisContext {
  const { property, assumptions } = input;
  return {
    input,
    assumptions,
    today: input.today,
    price: property.price,
    location: resolveLocation(property.postcode, assumptions.nation),
    completionDate: assumptions.completion_date ?? input.today,
    facts: resolvePropertyFacts(input),
    text: [property.description, ...property.features].join('\n').toLowerCase(),
  };
}
