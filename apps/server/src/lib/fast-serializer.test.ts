import { propertyPageSchema, type Property, type PropertyPage } from '@plotwise/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { fastSerializerCompiler } from './fast-serializer.ts';

const route = { schema: propertyPageSchema, method: 'GET', url: '/api/v1/properties/summary' };
const writeWithZod = serializerCompiler(route);
const writeFast = fastSerializerCompiler(route);

const bare: Property = {
  id: 'p1',
  address: { address: '1 Quay St', city: 'Manchester', postcode: 'M3 3JZ' },
  price: 250000,
  property_type: 'flat',
  tenure: 'leasehold',
  bedrooms: 2,
  description: 'Two "bed" flat\nby the canal',
  energy_rating: null,
  url: null,
  features: [],
  council_tax_band: null,
  project: 'pr1',
  project_name: 'General',
  project_color: '#336699',
  is_owned: false,
  tags: [],
  images: [
    {
      id: 'i1',
      public_url: 'https://example.co.uk/a.jpg',
      filename: null,
      content_type: null,
      size: null,
    },
  ],
  documents: [],
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  workflow_status: 'pending',
  analysis_status: { status: 'pending' },
  market_analysis: { data_available: false },
  floor_area_sqm: null,
};

// Every nullable and optional key set, the other way from `bare`.
const full: Property = {
  ...bare,
  id: 'p2',
  energy_rating: 'B',
  url: 'https://example.co.uk/listing',
  features: ['Garden'],
  council_tax_band: 'D',
  is_owned: true,
  tags: ['bench'],
  images: [
    {
      id: 'i2',
      public_url: '/api/v1/files/f1',
      filename: 'front.jpg',
      content_type: 'image/jpeg',
      size: 123456,
    },
  ],
  documents: [
    {
      id: 'd1',
      public_url: '/api/v1/files/f2',
      filename: 'epc.pdf',
      content_type: 'application/pdf',
      size: 2048,
    },
  ],
  workflow_status: 'completed',
  analysis_status: {
    status: 'completed',
    run_id: 'r1',
    trigger: 'create',
    started_at: '2025-03-01T10:00:01.000Z',
    finished_at: '2025-03-01T10:00:09.000Z',
    steps: [
      {
        step: 'market',
        status: 'completed',
        started_at: '2025-03-01T10:00:01.000Z',
        finished_at: null,
        attempts: 1,
        error: null,
      },
    ],
    engine: 'builtin',
    note: null,
  },
  market_analysis: {
    data_available: true,
    as_of: '2025-03-01',
    providers: [{ name: 'postcodes_io', used: true, status: 'ok', as_of: null }],
  },
  floor_area_sqm: 72.5,
};

describe('the fast response serialiser', () => {
  it('writes a property page exactly as the zod serialiser does, key for key', () => {
    const page: PropertyPage = { properties: [bare, full], total: 2 };
    expect(writeFast(page)).toBe(writeWithZod(page));
  });

  it('writes only the schema keys', () => {
    const page = {
      properties: [{ ...bare, tenant_id: 't1', address: { ...bare.address, secret: 'x' } }],
      total: 1,
      debug: true,
    };
    expect(JSON.parse(writeFast(page))).toEqual({ properties: [bare], total: 1 });
  });

  it('fails on an answer missing a required key', () => {
    const { price: _price, ...withoutPrice } = bare;
    expect(() => writeFast({ properties: [withoutPrice], total: 1 })).toThrow(/price/);
  });
});
