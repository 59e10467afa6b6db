import { useQuery } from '@tanstack/react-query';
import {
  ANALYSIS_STATUS_POLL_MS,
  analysisStatusQueryOptions,
} from '../../../lib/analysis-status-query';

/** The property's run and its steps, polled while the run goes (docs/decisions/0161-run-progress.md). */
export function useAnalysisStatus(propertyId: string) {
  return useQuery({
    ...analysisStatusQueryOptions(propertyId),
    refetchInterval: (query) => (query.state.data?.is_processing ? ANALYSIS_STATUS_POLL_MS : false),
  });
}
