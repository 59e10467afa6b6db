import type { AnalysisStatusResponse } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

/** While a run goes its status is asked for this often, so each step's progress shows soon after it changes. */
export const ANALYSIS_STATUS_POLL_MS = 2_000;

export function getAnalysisStatus(propertyId: string): Promise<AnalysisStatusResponse> {
  return api.get<AnalysisStatusResponse>(apiPaths.properties.analysisStatus(propertyId));
}

/** The property's run and its steps, polled while the run goes (docs/decisions/0161-run-progress.md). */
export function useAnalysisStatus(propertyId: string) {
  return useQuery({
    queryKey: analysisKeys.status(propertyId),
    queryFn: () => getAnalysisStatus(propertyId),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data?.is_processing ? ANALYSIS_STATUS_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
