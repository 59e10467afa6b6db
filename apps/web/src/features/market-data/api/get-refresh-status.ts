import type { AnalysisStatusResponse } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { marketDataKeys } from './market-data-keys';

/** How often the status is asked for while market data is refreshed (docs/decisions/0171-refresh-progress.md). */
export const REFRESH_POLL_MS = 2_000;

export function getRefreshStatus(propertyId: string): Promise<AnalysisStatusResponse> {
  return api.get<AnalysisStatusResponse>(apiPaths.properties.analysisStatus(propertyId));
}

/** The property's run status, polled while `enabled`. */
export function useRefreshStatus(propertyId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: marketDataKeys.refreshStatus(propertyId),
    queryFn: () => getRefreshStatus(propertyId),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: REFRESH_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
