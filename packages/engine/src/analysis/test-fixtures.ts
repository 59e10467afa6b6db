import type { AnalysisInput, AnalysisProperty, SourcedFinding } from '@plotwise/contracts';
import { DEFAULT_ASSUMPTIONS } from '../assumptions/default-assumptions.ts';
import { mergeAssumptions } from '../assumptions/merge-assumptions.ts';

/** A three-bed freehold semi in Leeds, described plainly: the starting point tests change one thing at a time. */
export const LEEDS_SEMI: AnalysisProperty = {
  price: 200_000,
  postcode: 'LS6 2AB',
  property_type: 'semi_detached',
  tenure: 'freehold',
  bedrooms: 3,
  description: 'A well presented three bedroom semi-detached house with gas central heating and a garden.',
  energy_rating: 'C',
  council_tax_band: 'B',
  features: ['Garden', 'Driveway'],
  floor_area_sqm: null,
};

export const TODAY = '2026-03-02';

type InputChanges = Omit<Partial<AnalysisInput>, 'property' | 'assumptions'> & {
  property?: Partial<AnalysisProperty>;
  assumptions?: Parameters<typeof mergeAssumptions>[1];
};

export function analysisInput(changes: InputChanges = {}): AnalysisInput {
  const { property, assumptions, ...rest } = changes;
  return {
    property: { ...LEEDS_SEMI, ...property },
    assumptions: mergeAssumptions(DEFAULT_ASSUMPTIONS, assumptions ?? {}),
    today: TODAY,
    ...rest,
  };
}

/** A finding as the documents step hands it over. */
export function finding(changes: Partial<SourcedFinding> & Pick<SourcedFinding, 'kind'>): SourcedFinding {
  return {
    summary: 'A clause in the lease',
    page: 4,
    quote: 'the term of 125 years from 1 January 1990',
    confidence: 0.9,
    severity: 'info',
    document_id: 'doc-lease',
    filename: 'lease.pdf',
    ...changes,
  };
}
