import { describe, expect, it } from 'vitest';
import {
  getBedroomsLabel,
  getDocumentTypeLabel,
  getFullAddress,
  getPropertyTypeLabel,
  getStreetLine,
  getTenureLabel,
} from './property-display';

describe('property display text', () => {
  it("labels types, with 'Semi-Detached', and tenures", () => {
    expect(getPropertyTypeLabel('semi_detached')).toBe('Semi-Detached');
    expect(getPropertyTypeLabel('flat')).toBe('Flat');
    expect(getPropertyTypeLabel(undefined)).toBe('Not specified');
    expect(getTenureLabel('leasehold')).toBe('Leasehold');
  });

  it("reads addresses as objects or strings, else 'Address not available'", () => {
    const address = { address: '12 Acacia Avenue', city: 'Leeds', postcode: 'LS1 4AP' };
    expect(getStreetLine(address)).toBe('12 Acacia Avenue');
    expect(getFullAddress(address)).toBe('12 Acacia Avenue, Leeds, LS1 4AP');
    expect(getFullAddress({ ...address, city: '' })).toBe('12 Acacia Avenue, LS1 4AP');
    expect(getFullAddress('1 High Street')).toBe('1 High Street');
    expect(getStreetLine({ ...address, address: ' ' })).toBe('Address not available');
    expect(getFullAddress(null)).toBe('Address not available');
  });

  it('counts bedrooms', () => {
    expect(getBedroomsLabel(1)).toBe('1 bed');
    expect(getBedroomsLabel(4)).toBe('4 beds');
  });

  it('names document types', () => {
    expect(getDocumentTypeLabel('application/pdf')).toBe('PDF');
    expect(getDocumentTypeLabel('application/msword')).toBe('Word document');
    expect(getDocumentTypeLabel('application/zip')).toBe('ZIP archive');
    expect(getDocumentTypeLabel('image/png')).toBe('Image');
    expect(getDocumentTypeLabel(null)).toBe('Link');
  });
});
