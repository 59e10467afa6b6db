import type { PropertyImage } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { propertyKeys } from './property-keys';

export function getImages(propertyId: string): Promise<PropertyImage[]> {
  return api.get<PropertyImage[]>(apiPaths.properties.images(propertyId));
}

/** The property's images with their thumbnails and room and condition tags. */
export function useImages(propertyId: string) {
  return useQuery({
    queryKey: propertyKeys.images(propertyId),
    queryFn: () => getImages(propertyId),
  });
}
