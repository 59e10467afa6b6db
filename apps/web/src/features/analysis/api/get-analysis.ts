import type { PropertyAnalysisResponse } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

export function getAnalysis(propertyId: string): Promise<PropertyAnalysisResponse> {
  return api.get<PropertyAnalysisResponse>(apiPaths.properties.analysis(propertyId));
}

/** The latest result of each part, the assumptions in force and the engine input behind them. */
export function useAnalysis(propertyId: string) {
  return useQuery({
    queryKey: analysisKeys.result(propertyId),
    queryFn: () => getAnalysis(propertyId),
    staleTime: 0,
  });
}
