import { MAX_IMAGE_URLS } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '../testing/property-fixtures';
import {
  buildPropertyPayload,
  canAddEntry,
  canRemoveEntry,
  createDefaultFormValues,
  toFormValues,
} from './property-form';

describe('form defaults (docs/product/property-form.md, "Fields")', () => {
  it('start as a freehold one-bedroom house in the given project, not owned', () => {
    expect(createDefaultFormValues('project-1')).toMatchObject({
      property_type: 'house',
      tenure: 'freehold',
      bedrooms: '1',
      project: 'project-1',
      is_owned: false,
      energy_rating: '',
      council_tax_band: '',
    });
  });

  it('have three empty image slots and one empty feature, tag and document entry', () => {
    const values = createDefaultFormValues();
    expect(values.image_urls).toEqual(['', '', '']);
    expect(values.features).toEqual(['']);
    expect(values.tags).toEqual(['']);
    expect(values.document_urls).toEqual(['']);
  });
});

describe('editing values', () => {
  it('split the address and pad image URLs to four slots', () => {
    const property = makeProperty({
      images: [
        {
          id: 'i1',
          public_url: '/api/v1/files/a',
          filename: 'a.png',
          content_type: 'image/png',
          size: 10,
        },
      ],
      documents: [
        {
          id: 'd1',
          public_url: 'https://example.com/lease.pdf',
          filename: null,
          content_type: null,
          size: null,
        },
      ],
    });
    const values = toFormValues(property);
    expect(values).toMatchObject({
      address: '12 Acacia Avenue',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      price: '250000',
      bedrooms: '3',
      energy_rating: 'C',
      council_tax_band: 'B',
      is_owned: true,
    });
    expect(values.image_urls).toEqual(['/api/v1/files/a', '', '', '']);
    expect(values.document_urls).toEqual(['https://example.com/lease.pdf']);
  });

  it('keep an address that arrives as a plain string, and give empty lists one entry', () => {
    const property = makeProperty({ features: [], tags: [] });
    const values = toFormValues({ ...property, address: '1 High Street, York' as never });
    expect(values.address).toBe('1 High Street, York');
    expect(values.features).toEqual(['']);
    expect(values.tags).toEqual(['']);
  });
});

describe('payload (docs/product/property-form.md, "Payload")', () => {
  const filled = {
    ...createDefaultFormValues('project-1'),
    address: ' 12 Acacia Avenue ',
    city: 'Leeds',
    postcode: 'ls1 4ap',
    price: '250000.6',
    bedrooms: '3',
    description: '  Bright  ',
    url: '',
    features: ['Garden', '  ', 'Parking'],
    tags: [''],
    image_urls: ['', 'https://example.com/a.jpg', ''],
    document_urls: ['  '],
  };

  it("joins the address as 'address, city, postcode' and rounds the numbers", () => {
    expect(buildPropertyPayload(filled)).toEqual({
      address: '12 Acacia Avenue, Leeds, ls1 4ap',
      price: 250001,
      property_type: 'house',
      tenure: 'freehold',
      bedrooms: 3,
      description: 'Bright',
      energy_rating: null,
      url: null,
      features: ['Garden', 'Parking'],
      council_tax_band: null,
      project: 'project-1',
      is_owned: false,
      tags: [],
      image_urls: ['https://example.com/a.jpg'],
      document_urls: [],
    });
  });

  it('keeps empty address parts in place, so the server reads them by position', () => {
    expect(buildPropertyPayload({ ...filled, city: '', postcode: '' }).address).toBe(
      '12 Acacia Avenue, , ',
    );
  });

  it('defaults a blank or unreadable price to 0 and bedrooms to 1', () => {
    const payload = buildPropertyPayload({ ...filled, price: '', bedrooms: 'many' });
    expect(payload.price).toBe(0);
    expect(payload.bedrooms).toBe(1);
  });

  it('sends the chosen energy rating and council tax band', () => {
    const payload = buildPropertyPayload({ ...filled, energy_rating: 'B', council_tax_band: 'H' });
    expect(payload).toMatchObject({ energy_rating: 'B', council_tax_band: 'H' });
  });
});

describe('list rules (docs/product/property-form.md, "Fields")', () => {
  it('allow up to ten image URL slots and any number of other entries', () => {
    expect(canAddEntry('image_urls', Array(MAX_IMAGE_URLS - 1).fill(''))).toBe(true);
    expect(canAddEntry('image_urls', Array(MAX_IMAGE_URLS).fill(''))).toBe(false);
    expect(canAddEntry('tags', Array(40).fill(''))).toBe(true);
  });

  it('allow removing only while more than one entry remains', () => {
    expect(canRemoveEntry(['a'])).toBe(false);
    expect(canRemoveEntry(['a', 'b'])).toBe(true);
  });
});
