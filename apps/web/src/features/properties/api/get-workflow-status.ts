import type { WorkflowStatusResponse } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

/** While a property is processing its status is asked for every 5 s (docs/product/properties.md, "Processing"). */
const WORKFLOW_POLL_MS = 5_000;

export function getWorkflowStatus(propertyId: string): Promise<WorkflowStatusResponse> {
  return api.get<WorkflowStatusResponse>(apiPaths.properties.workflowStatus(propertyId));
}

export function useWorkflowStatus(propertyId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: propertyKeys.workflow(propertyId),
    queryFn: () => getWorkflowStatus(propertyId),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: WORKFLOW_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
