import type { PropertyAddress, PropertyType } from '@plotwise/contracts';
import { FALLBACK_ADDRESS } from '../messages';

const typeLabels: Record<PropertyType, string> = {
  house: 'House',
  flat: 'Flat',
  apartment: 'Apartment',
  bungalow: 'Bungalow',
  terraced: 'Terraced',
  semi_detached: 'Semi-Detached',
  detached: 'Detached',
};

/** 'semi_detached' -> 'Semi-Detached' (docs/product/properties.md, "Display labels"); unknown values read 'Not specified'. */
export function getPropertyTypeLabel(type: string | null | undefined): string {
  return (type && typeLabels[type as PropertyType]) || 'Not specified';
}

/** The address may arrive as the object or as a plain string (docs/product/properties.md, "The property"). */
export type AddressValue = PropertyAddress | string | null | undefined;

/** The street line alone, or 'Address not available'. */
export function getStreetLine(address: AddressValue): string {
  const line = typeof address === 'string' ? address : address?.address;
  return line?.trim() || FALLBACK_ADDRESS;
}

/** '12 High Street, Leeds, LS1 4AP': every non-blank part, or 'Address not available'. */
export function getFullAddress(address: AddressValue): string {
  if (typeof address === 'string') return address.trim() || FALLBACK_ADDRESS;
  const parts = [address?.address, address?.city, address?.postcode].map((part) => part?.trim());
  return parts.filter(Boolean).join(', ') || FALLBACK_ADDRESS;
}

export function getCity(address: AddressValue): string {
  return typeof address === 'string' ? '' : (address?.city.trim() ?? '');
}

/** '1 bed', '3 beds'. */
export function getBedroomsLabel(bedrooms: number | null | undefined): string {
  const count = bedrooms ?? 0;
  return `${count} bed${count === 1 ? '' : 's'}`;
}

const documentTypeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/zip': 'ZIP archive',
};

/** 'PDF', 'Word document', 'ZIP archive', 'Image'; a link the user typed reads 'Link'. */
export function getDocumentTypeLabel(contentType: string | null): string {
  if (!contentType) return 'Link';
  if (contentType.startsWith('image/')) return 'Image';
  return documentTypeLabels[contentType] ?? contentType;
}

/** 'leasehold' -> 'Leasehold'. */
export function getTenureLabel(tenure: string | null | undefined): string {
  return tenure ? tenure.charAt(0).toUpperCase() + tenure.slice(1) : 'Not specified';
}
