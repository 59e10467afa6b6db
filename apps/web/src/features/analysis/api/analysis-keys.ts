import { analysisStatusKey } from '../../../lib/analysis-status-query';

/** Query keys of the analysis feature: one prefix per property, so a run's end refreshes them all. */
export const analysisKeys = {
  property: (propertyId: string) => ['analysis', propertyId] as const,
  result: (propertyId: string) => ['analysis', propertyId, 'result'] as const,
  status: analysisStatusKey,
  costEstimate: (propertyId: string) => ['analysis', propertyId, 'cost-estimate'] as const,
};
