import type { AnalysisStatusResponse } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

export function runAnalysis(propertyId: string): Promise<AnalysisStatusResponse> {
  return api.post<AnalysisStatusResponse>(apiPaths.properties.analyze(propertyId));
}

/** POST …/analyze: the 202's status starts the progress at once; the cost estimate is asked again. */
export function useRunAnalysis(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => runAnalysis(propertyId),
    onSuccess: (status) => {
      client.setQueryData(analysisKeys.status(propertyId), status);
      void client.invalidateQueries({ queryKey: analysisKeys.costEstimate(propertyId) });
    },
  });
}
