import type { PropertyFormPayload } from '@plotwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The answer is read with care by the caller: its shape is checked, not assumed. */
export function createProperty(payload: PropertyFormPayload): Promise<unknown> {
  return api.post<unknown>(apiPaths.properties.list, payload);
}

export function useCreateProperty() {
  return useMutation({ mutationFn: createProperty });
}
