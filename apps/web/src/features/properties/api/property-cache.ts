import type { Property } from '@plotwise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  removeFromPages,
  upsertIntoPages,
  type PropertyListFilters,
  type PropertyPages,
} from '../utils/property-pages';
import { projectsQueryKey } from '../../../lib/projects-query';
import { propertyKeys } from './property-keys';

type ListKey = ReturnType<typeof propertyKeys.list>;

/** Changes every cached list, then marks them stale without refetching, so the row stays put. */
function changeLists(
  client: QueryClient,
  change: (data: PropertyPages, filters: PropertyListFilters) => PropertyPages,
) {
  for (const [key, data] of client.getQueriesData<PropertyPages>({
    queryKey: propertyKeys.lists(),
  })) {
    if (!data) continue;
    const filters = (key as ListKey)[2];
    client.setQueryData<PropertyPages>(key, change(data, filters));
  }
  void client.invalidateQueries({ queryKey: propertyKeys.lists(), refetchType: 'none' });
  // Project property counts change with their properties.
  void client.invalidateQueries({ queryKey: projectsQueryKey });
}

/**
 * After a create (to the top) or an update (replaced in place) (docs/product/properties.md, "Caches and list updates"). Its documents and
 * images may have changed with it, so they are fetched again when next shown.
 */
export function storeSavedProperty(client: QueryClient, property: Property) {
  client.setQueryData(propertyKeys.detail(property.id), property);
  void client.invalidateQueries({ queryKey: propertyKeys.files(property.id) });
  changeLists(client, (data, filters) => upsertIntoPages(data, property, filters));
}

/** After a delete: the row goes from every list and the property from the cache. */
export function forgetProperty(client: QueryClient, propertyId: string) {
  client.removeQueries({ queryKey: propertyKeys.detail(propertyId) });
  client.removeQueries({ queryKey: propertyKeys.preview(propertyId) });
  client.removeQueries({ queryKey: propertyKeys.files(propertyId) });
  changeLists(client, (data) => removeFromPages(data, propertyId));
}

/** A save whose answer could not be read: the lists are fetched again. */
export function refreshLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: propertyKeys.lists() });
}
