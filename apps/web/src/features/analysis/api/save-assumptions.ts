import type { AssumptionsPatch, PropertyAnalysisResponse } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

export function saveAssumptions(
  propertyId: string,
  patch: AssumptionsPatch,
): Promise<PropertyAnalysisResponse> {
  return api.put<PropertyAnalysisResponse>(
    apiPaths.properties.analysisAssumptions(propertyId),
    patch,
  );
}

/** PUT …/analysis/assumptions: the server's recomputed analysis replaces the one held. */
export function useSaveAssumptions(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: AssumptionsPatch) => saveAssumptions(propertyId, patch),
    onSuccess: (analysis) => {
      client.setQueryData(analysisKeys.result(propertyId), analysis);
      void client.invalidateQueries({ queryKey: analysisKeys.status(propertyId) });
    },
  });
}
