import { describe, expect, it } from 'vitest';
import { fileIdFromUrl } from './files.ts';
import { PROPERTY_MESSAGES, propertyInputSchema } from './properties.ts';

const base = { address: '1 High St, Leeds, LS1 4AP', price: '250000', property_type: 'house', project: 'General' };
const ownLink = (index: number) => `/api/v1/files/0000000${index}-0000-4000-8000-000000000000?tenant=t&expires=1&signature=s`;

describe('propertyInputSchema', () => {
  it('builds the payload the way the form does', () => {
    expect(
      propertyInputSchema.parse({
        ...base,
        price: '£250,000.40',
        bedrooms: '',
        energy_rating: '',
        council_tax_band: 'd',
        features: ['Garden', '  ', ''],
        tags: [''],
        image_urls: ['', 'https://example.co.uk/a.jpg', ''],
        document_urls: [''],
      }),
    ).toEqual({
      address: '1 High St, Leeds, LS1 4AP',
      price: 250000,
      property_type: 'house',
      tenure: 'freehold',
      bedrooms: 1,
      description: '',
      energy_rating: null,
      url: null,
      features: ['Garden'],
      council_tax_band: 'D',
      project: 'General',
      is_owned: false,
      tags: [],
      image_urls: ['https://example.co.uk/a.jpg'],
      document_urls: [],
    });
  });

  it('treats a missing price as 0, which is not a valid price', () => {
    const result = propertyInputSchema.safeParse({ ...base, price: undefined });
    expect(result.error?.issues).toMatchObject([{ path: ['price'], message: PROPERTY_MESSAGES.priceRequired }]);
  });

  it('counts only outside links against the 10 image URL slots', () => {
    const outside = Array.from({ length: 10 }, (_, index) => `https://example.co.uk/${index}.jpg`);
    expect(propertyInputSchema.safeParse({ ...base, image_urls: [...outside, ownLink(1), ownLink(2)] }).success).toBe(true);
    const tooMany = propertyInputSchema.safeParse({ ...base, image_urls: [...outside, 'https://example.co.uk/11.jpg'] });
    expect(tooMany.error?.issues[0]?.message).toBe(PROPERTY_MESSAGES.tooManyImageUrls);
  });
});

describe('fileIdFromUrl', () => {
  it('reads the file id from our own links, relative or absolute', () => {
    expect(fileIdFromUrl(ownLink(1))).toBe('00000001-0000-4000-8000-000000000000');
    expect(fileIdFromUrl('https://plotwise.example/api/v1/files/00000001-0000-4000-8000-000000000000')).toBe('00000001-0000-4000-8000-000000000000');
  });

  it('ignores other links', () => {
    expect(fileIdFromUrl('https://example.co.uk/a.jpg')).toBeNull();
    expect(fileIdFromUrl('/api/v1/files/not-an-id')).toBeNull();
    expect(fileIdFromUrl('https://example.co.uk/x/api/v1/files/00000001-0000-4000-8000-000000000000')).toBeNull();
  });
});
