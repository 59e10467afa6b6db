import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { forgetProperty } from './property-cache';

export function deleteProperty(propertyId: string): Promise<void> {
  return api.delete<void>(apiPaths.properties.detail(propertyId));
}

/** After a delete the row is removed from every list (docs/product/properties.md, "Delete"). */
export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (_result, propertyId) => forgetProperty(client, propertyId),
  });
}
