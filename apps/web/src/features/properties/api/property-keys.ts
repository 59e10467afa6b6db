import type { PropertyListFilters } from '../utils/property-pages';

/** Query keys of the properties feature; every list sits under `lists()`, so one call reaches all. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => ['properties', 'list'] as const,
  list: (filters: PropertyListFilters, pageSize: number) =>
    ['properties', 'list', { ...filters, pageSize }] as const,
  detail: (propertyId: string) => ['properties', 'detail', propertyId] as const,
  preview: (propertyId: string) => ['properties', 'preview', propertyId] as const,
  workflow: (propertyId: string) => ['properties', 'workflow', propertyId] as const,
  /** A property's read documents, search results and tagged images, all under one prefix. */
  files: (propertyId: string) => ['properties', 'files', propertyId] as const,
  documents: (propertyId: string) => ['properties', 'files', propertyId, 'documents'] as const,
  documentSearch: (propertyId: string, query: string) =>
    ['properties', 'files', propertyId, 'search', query] as const,
  images: (propertyId: string) => ['properties', 'files', propertyId, 'images'] as const,
};
