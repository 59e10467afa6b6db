import type { PropertyType } from '@plotwise/contracts';

/** What the market step reads of a property. */
export type SubjectProperty = {
  postcode: string;
  addressLine: string;
  street: string | null;
  askingPrice: number;
  propertyType: PropertyType;
  bedrooms: number;
};

/**
 * The street of an address line: its last comma part without the house number
 * ('Flat 3, 12a Cardigan Road' -> 'Cardigan Road'); null when nothing is left.
 */
export function streetOf(addressLine: string): string | null {
  const last = addressLine.split(',').map((part) => part.trim()).filter(Boolean).at(-1) ?? '';
  const street = last.replace(/^\d+[a-z]?(?:\s*-\s*\d+[a-z]?)?\s+/i, '').trim();
  return street === '' || /^\d/.test(street) ? null : street;
}

/** Flats and houses share one key for addresses: upper case, letters and digits, no 'Flat' or 'Apartment'. */
export function addressKey(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !['FLAT', 'APARTMENT', 'UNIT'].includes(word))
    .join(' ');
}

export function subjectOf(property: { postcode: string; address_line: string; price: number; property_type: PropertyType; bedrooms: number }): SubjectProperty {
  return {
    postcode: property.postcode,
    addressLine: property.address_line,
    street: streetOf(property.address_line),
    askingPrice: Number(property.price),
    propertyType: property.property_type,
    bedrooms: property.bedrooms,
  };
}
