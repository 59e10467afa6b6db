import type { PropertyDocument } from '@plotwise/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { isStillReading } from '../utils/document-display';
import { propertyKeys } from './property-keys';

/** While any document waits or is being read, the list is asked for again this often. */
export const DOCUMENTS_POLL_MS = 5_000;

export function getDocuments(propertyId: string): Promise<PropertyDocument[]> {
  return api.get<PropertyDocument[]>(apiPaths.properties.documents(propertyId));
}

/**
 * The property's documents, kept live while they are read (docs/decisions/0085-documents-tab.md):
 * polled while any is queued or reading, and no longer once none is. When the last read ends the
 * property is fetched again, since a floorplan or an EPC may have given it a floor area.
 */
export function useDocuments(propertyId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: propertyKeys.documents(propertyId),
    queryFn: () => getDocuments(propertyId),
    staleTime: 0,
    refetchInterval: (current) => (isStillReading(current.state.data) ? DOCUMENTS_POLL_MS : false),
  });
  const isReading = isStillReading(query.data);
  const wasReading = useRef(isReading);
  useEffect(() => {
    if (wasReading.current && !isReading) {
      void client.invalidateQueries({ queryKey: propertyKeys.detail(propertyId), exact: true });
    }
    wasReading.current = isReading;
  }, [client, isReading, propertyId]);
  return query;
}
