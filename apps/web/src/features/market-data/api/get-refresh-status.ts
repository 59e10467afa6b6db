import { useQuery } from '@tanstack/react-query';
import {
  ANALYSIS_STATUS_POLL_MS,
  analysisStatusQueryOptions,
} from '../../../lib/analysis-status-query';

/** The property's run status, polled while `enabled` (docs/decisions/0171-refresh-progress.md). */
export function useRefreshStatus(propertyId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...analysisStatusQueryOptions(propertyId),
    enabled,
    refetchInterval: ANALYSIS_STATUS_POLL_MS,
  });
}
