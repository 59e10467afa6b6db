import type { MarketDataResponse } from '@plotwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { marketDataKeys } from './market-data-keys';

export function getMarketData(propertyId: string): Promise<MarketDataResponse> {
  return api.get<MarketDataResponse>(apiPaths.properties.marketData(propertyId));
}

export const marketDataQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: marketDataKeys.detail(propertyId),
    queryFn: () => getMarketData(propertyId),
  });

export function useMarketData(propertyId: string) {
  return useQuery(marketDataQueryOptions(propertyId));
}
