import type { PropertySort, PropertyType } from '@plotwise/contracts';
import { useEffect, useState } from 'react';
import { usePropertyPages } from '../../api/get-property-pages';
import { flattenPages, getCityOptions, type PropertyListFilters } from '../../utils/property-pages';

export type PortfolioFilters = {
  sort: PropertySort;
  type: PropertyType | 'all';
  city: string | 'all';
};

/** The page starts sorted by price, highest first, with every filter on all (docs/product/properties.md). */
const initialFilters: PortfolioFilters = { sort: 'price-desc', type: 'all', city: 'all' };

/** The sort is part of the query key, so each sort keeps its own cached pages. */
function toListFilters(
  { sort, type, city }: PortfolioFilters,
  isOwned: boolean,
): PropertyListFilters {
  return {
    sort,
    is_owned: isOwned,
    ...(type === 'all' ? {} : { property_type: type }),
    ...(city === 'all' ? {} : { city }),
  };
}

type PagesQuery = ReturnType<typeof usePropertyPages>;

/** A failed background refresh keeps the list and is only logged (docs/product/messages.md#properties). */
function useLogRefreshErrors(query: PagesQuery) {
  const { isRefetchError, error } = query;
  useEffect(() => {
    if (isRefetchError) console.warn('Background refresh of properties failed', error);
  }, [isRefetchError, error]);
}

/**
 * The portfolio's two lists, owned and opportunities, under the chosen filters. The Location
 * options come from the unfiltered lists as well, so choosing a city does not hide the others.
 */
export function usePortfolioLists() {
  const [filters, setFilters] = useState<PortfolioFilters>(initialFilters);
  const unfiltered = { ...initialFilters, sort: filters.sort };
  const owned = usePropertyPages(toListFilters(filters, true));
  const opportunities = usePropertyPages(toListFilters(filters, false));
  const allOwned = usePropertyPages(toListFilters(unfiltered, true));
  const allOpportunities = usePropertyPages(toListFilters(unfiltered, false));
  useLogRefreshErrors(owned);
  useLogRefreshErrors(opportunities);

  const cities = getCityOptions(
    [owned, opportunities, allOwned, allOpportunities].flatMap((query) => flattenPages(query.data)),
    filters.city === 'all' ? undefined : filters.city,
  );
  const isRefreshing =
    [owned, opportunities].some((query) => query.isFetching && !query.isPending) &&
    !owned.isFetchingNextPage &&
    !opportunities.isFetchingNextPage;

  return {
    filters,
    setFilters,
    owned,
    opportunities,
    cities,
    isRefreshing,
    refresh: () => Promise.all([owned.refetch(), opportunities.refetch()]),
  };
}
