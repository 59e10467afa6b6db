import type { DocumentSearchResult } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

export function searchDocuments(propertyId: string, query: string): Promise<DocumentSearchResult> {
  return api.get<DocumentSearchResult>(apiPaths.properties.documentSearch(propertyId), {
    params: { q: query },
  });
}

/** Pages of the property's documents matching `query`; nothing is asked for an empty query. */
export function useDocumentSearch(propertyId: string, query: string) {
  return useQuery({
    queryKey: propertyKeys.documentSearch(propertyId, query),
    queryFn: () => searchDocuments(propertyId, query),
    enabled: query !== '',
  });
}
