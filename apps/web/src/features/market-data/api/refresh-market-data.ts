import type { WorkflowStatusResponse } from '@plotwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Asks for a new market step (then the steps that read it); answers the property's status as it stands. */
export function refreshMarketData(propertyId: string): Promise<WorkflowStatusResponse> {
  return api.post<WorkflowStatusResponse>(apiPaths.properties.refreshMarketData(propertyId));
}

export function useRefreshMarketData(propertyId: string) {
  return useMutation({ mutationFn: () => refreshMarketData(propertyId) });
}
