import { PORTFOLIO_PAGE_SIZE, type PropertyPage } from '@plotwise/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cacheTimes } from '../../../lib/cache-times';
import { persistFor } from '../../../lib/query-persistence';
import type { PropertyListFilters } from '../utils/property-pages';
import { propertyKeys } from './property-keys';

export function getPropertyPage(
  filters: PropertyListFilters,
  page: { skip: number; limit: number },
): Promise<PropertyPage> {
  return api.get<PropertyPage>(apiPaths.properties.summary, { params: { ...filters, ...page } });
}

/**
 * Pages of properties (docs/product/properties.md, "Paging"): the next page starts at page number ×
 * page size, and there is none once a page comes back short. Structural sharing keeps the old
 * data, and so the rendered list, when a background refresh brings back the same properties.
 */
export function propertyPagesQueryOptions(
  filters: PropertyListFilters,
  pageSize: number = PORTFOLIO_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: propertyKeys.list(filters, pageSize),
    queryFn: ({ pageParam }) => getPropertyPage(filters, { skip: pageParam, limit: pageSize }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) =>
      lastPage.properties.length < pageSize ? undefined : allPages.length * pageSize,
    staleTime: cacheTimes.propertyListRefresh,
    gcTime: cacheTimes.propertyList,
    meta: persistFor(cacheTimes.propertyList),
  });
}

export function usePropertyPages(filters: PropertyListFilters, pageSize?: number) {
  return useInfiniteQuery(propertyPagesQueryOptions(filters, pageSize));
}
