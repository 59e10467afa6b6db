import type { AnalysisStatusResponse } from '@plotwise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

/**
 * While a run or a market refresh goes its status is asked for this often, so each step's progress
 * shows soon after it changes (docs/decisions/0161-run-progress.md, docs/decisions/0171-refresh-progress.md).
 */
export const ANALYSIS_STATUS_POLL_MS = 2_000;

function getAnalysisStatus(propertyId: string): Promise<AnalysisStatusResponse> {
  return api.get<AnalysisStatusResponse>(apiPaths.properties.analysisStatus(propertyId));
}

/** Under the analysis feature's per-property prefix, so whatever refreshes a property's analysis refreshes its status. */
export const analysisStatusKey = (propertyId: string) =>
  ['analysis', propertyId, 'status'] as const;

/**
 * One status query per property for the Analysis and Market Data tabs. Each tab adds its own rule
 * for when to poll (`refetchInterval`); observers of one query share its fetches and its timer
 * restarts on each answer, so the page asks once per interval however many of them watch.
 */
export const analysisStatusQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: analysisStatusKey(propertyId),
    queryFn: () => getAnalysisStatus(propertyId),
    staleTime: 0,
    gcTime: 0,
    refetchIntervalInBackground: true,
  });
