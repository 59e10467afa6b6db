import type { Property, PropertyPage, PropertySort, PropertyType } from '@plotwise/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import { LOCALE } from '../../../lib/format';

/** The list filters of the portfolio and the side list (query string of /properties/summary). */
export type PropertyListFilters = {
  sort: PropertySort;
  property_type?: PropertyType;
  city?: string;
  project?: string;
  is_owned?: boolean;
};

export type PropertyPages = InfiniteData<PropertyPage>;

/** Whether a property belongs in a list with these filters (the server's rules, city in any case). */
export function matchesFilters(property: Property, filters: PropertyListFilters): boolean {
  return (
    (filters.property_type === undefined || property.property_type === filters.property_type) &&
    (filters.city === undefined ||
      property.address.city.toLowerCase() === filters.city.toLowerCase()) &&
    (filters.project === undefined || property.project === filters.project) &&
    (filters.is_owned === undefined || property.is_owned === filters.is_owned)
  );
}

function mapPages(
  data: PropertyPages,
  change: (page: PropertyPage, index: number) => PropertyPage,
): PropertyPages {
  return { ...data, pages: data.pages.map(change) };
}

/** Drops a property from the loaded pages; the totals follow. */
export function removeFromPages(data: PropertyPages, propertyId: string): PropertyPages {
  const isLoaded = data.pages.some((page) => page.properties.some((p) => p.id === propertyId));
  if (!isLoaded) return data;
  return mapPages(data, (page) => ({
    properties: page.properties.filter((p) => p.id !== propertyId),
    total: Math.max(0, page.total - 1),
  }));
}

/**
 * After a create or an update (docs/product/properties.md, "Caches and list updates"): a loaded row is replaced in
 * place, or dropped when it no longer matches the list's filters; a new matching property goes
 * to the top of the first page.
 */
export function upsertIntoPages(
  data: PropertyPages,
  property: Property,
  filters: PropertyListFilters,
): PropertyPages {
  const matches = matchesFilters(property, filters);
  const isLoaded = data.pages.some((page) => page.properties.some((p) => p.id === property.id));
  if (isLoaded && !matches) return removeFromPages(data, property.id);
  if (isLoaded) {
    return mapPages(data, (page) => ({
      ...page,
      properties: page.properties.map((p) => (p.id === property.id ? property : p)),
    }));
  }
  if (!matches) return data;
  return mapPages(data, (page, index) => ({
    properties: index === 0 ? [property, ...page.properties] : page.properties,
    total: page.total + 1,
  }));
}

/** The loaded properties in order, each once (a property added at the top can reappear later). */
export function flattenPages(data: PropertyPages | undefined): Property[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.properties)
    .filter((property) => !seen.has(property.id) && Boolean(seen.add(property.id)));
}

/** The total the server reported last (every page carries it). */
export function getTotal(data: PropertyPages | undefined): number {
  return data?.pages.at(-1)?.total ?? 0;
}

/** Location options: the sorted, unique cities of the loaded properties, plus the chosen one. */
export function getCityOptions(properties: readonly Property[], selected?: string): string[] {
  const byKey = new Map<string, string>();
  for (const city of [...properties.map((p) => p.address.city), selected ?? '']) {
    const name = city.trim();
    if (name && !byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, LOCALE));
}
