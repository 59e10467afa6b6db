import type { PropertySort, PropertyType } from '@plotwise/contracts';
import { useEffect, useState } from 'react';
import { usePropertyPages } from '../../api/get-property-pages';
import { flattenPages, getCityOptions, type PropertyListFilters } from '../../utils/property-pages';

/** The page starts sorted by price, highest first, with every filter on all (product spec §4). */
const DEFAULT_SORT: PropertySort = 'price-desc';

export type PortfolioFilters = { type: PropertyType | 'all'; city: string | 'all' };

function toListFilters({ type, city }: PortfolioFilters, isOwned: boolean): PropertyListFilters {
  return {
    sort: DEFAULT_SORT,
    is_owned: isOwned,
    ...(type === 'all' ? {} : { property_type: type }),
    ...(city === 'all' ? {} : { city }),
  };
}

type PagesQuery = ReturnType<typeof usePropertyPages>;

/** A failed background refresh keeps the list and is only logged (product spec §8). */
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
  const [filters, setFilters] = useState<PortfolioFilters>({ type: 'all', city: 'all' });
  const owned = usePropertyPages(toListFilters(filters, true));
  const opportunities = usePropertyPages(toListFilters(filters, false));
  const allOwned = usePropertyPages(toListFilters({ type: 'all', city: 'all' }, true));
  const allOpportunities = usePropertyPages(toListFilters({ type: 'all', city: 'all' }, false));
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
