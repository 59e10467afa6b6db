import type { Property, PropertyField, PropertyProjection } from '@plotwise/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cacheTimes } from '../../../lib/cache-times';
import { persistFor } from '../../../lib/query-persistence';
import { propertyKeys } from './property-keys';

/** The first, quick fetch: enough for the header (docs/product/properties.md, "Loading"). */
const PREVIEW_FIELDS: PropertyField[] = [
  'id',
  'address',
  'price',
  'property_type',
  'bedrooms',
  'workflow_status',
];
/** The full fetch follows the quick one after this long (docs/product/limits-and-formats.md, "Properties and files"). */
const FULL_FETCH_DELAY_MS = 50;

export type PropertyPreview = PropertyProjection;

export function getProperty(propertyId: string): Promise<Property> {
  return api.get<Property>(apiPaths.properties.detail(propertyId));
}

export function getPropertyPreview(propertyId: string): Promise<PropertyPreview> {
  return api.get<PropertyPreview>(apiPaths.properties.detail(propertyId), {
    params: { fields: PREVIEW_FIELDS.join(',') },
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** With nothing cached yet, the preview goes first, then the full property 50 ms later. */
async function loadProperty(client: QueryClient, propertyId: string): Promise<Property> {
  if (client.getQueryData(propertyKeys.detail(propertyId)) === undefined) {
    client.setQueryData(propertyKeys.preview(propertyId), await getPropertyPreview(propertyId));
    await wait(FULL_FETCH_DELAY_MS);
  }
  return getProperty(propertyId);
}

/** A fresh (under 20 minutes) cached property is shown at once and not fetched again. */
export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(propertyId),
    queryFn: ({ client }) => loadProperty(client, propertyId),
    staleTime: cacheTimes.propertyDetail,
    gcTime: cacheTimes.propertyDetail,
    meta: persistFor(cacheTimes.propertyDetail),
  });
}

/** The property, and until it arrives whatever the quick fetch brought. */
export function useProperty(propertyId: string) {
  const query = useQuery(propertyQueryOptions(propertyId));
  const preview = useQuery({
    queryKey: propertyKeys.preview(propertyId),
    queryFn: () => getPropertyPreview(propertyId),
    enabled: false,
  });
  return { query, preview: query.data ?? preview.data };
}
