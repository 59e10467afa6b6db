import type { CostEstimate } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { analysisKeys } from './analysis-keys';

export function getCostEstimate(propertyId: string): Promise<CostEstimate> {
  return api.get<CostEstimate>(apiPaths.properties.analysisCostEstimate(propertyId));
}

/** What the next run costs and the plan's AI analyses left, shown before running. */
export function useCostEstimate(propertyId: string) {
  return useQuery({
    queryKey: analysisKeys.costEstimate(propertyId),
    queryFn: () => getCostEstimate(propertyId),
    staleTime: 0,
  });
}
