import type { Property, PropertyPage } from '@plotwise/contracts';

/** A complete property as the API answers it; override any field. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 'p1',
    address: { address: '12 Acacia Avenue', city: 'Leeds', postcode: 'LS1 4AP' },
    price: 250_000,
    property_type: 'house',
    tenure: 'freehold',
    bedrooms: 3,
    description: 'A bright terrace.',
    energy_rating: 'C',
    url: null,
    features: ['Garden'],
    council_tax_band: 'B',
    project: 'project-1',
    project_name: 'General',
    project_color: '#3B82F6',
    is_owned: true,
    tags: ['buy-to-let'],
    images: [],
    documents: [],
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    workflow_status: 'pending',
    analysis_status: { status: 'pending' },
    market_analysis: { data_available: false },
    floor_area_sqm: null,
    ...overrides,
  };
}

/** `count` properties p1, p2, ... with falling prices. */
export function makeProperties(count: number, overrides: Partial<Property> = {}): Property[] {
  return Array.from({ length: count }, (_, index) =>
    makeProperty({
      id: `p${index + 1}`,
      address: { address: `${index + 1} Market Street`, city: 'Leeds', postcode: '' },
      price: 500_000 - index * 1_000,
      ...overrides,
    }),
  );
}

export function makePage(properties: Property[], total = properties.length): PropertyPage {
  return { properties, total };
}

export const testProject = {
  id: 'project-1',
  name: 'General',
  description: null,
  color: '#3B82F6',
  status: 'active' as const,
  property_count: 0,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};
