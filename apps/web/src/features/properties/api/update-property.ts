import type { PropertyFormPayload } from '@plotwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** PUT replaces the property; image and document URLs are the full lists (uploads included). */
export function updateProperty(propertyId: string, payload: PropertyFormPayload): Promise<unknown> {
  return api.put<unknown>(apiPaths.properties.detail(propertyId), payload);
}

export function useUpdateProperty() {
  return useMutation({
    mutationFn: ({ propertyId, payload }: { propertyId: string; payload: PropertyFormPayload }) =>
      updateProperty(propertyId, payload),
  });
}
