import {
  MAX_IMAGE_URLS,
  type CouncilTaxBand,
  type EnergyRating,
  type Property,
  type PropertyFormPayload,
  type PropertyType,
  type Tenure,
} from '@plotwise/contracts';

/** What the drawer's inputs hold; text stays text until the payload is built. */
export type PropertyFormValues = {
  address: string;
  city: string;
  postcode: string;
  price: string;
  property_type: PropertyType | '';
  tenure: Tenure;
  bedrooms: string;
  description: string;
  energy_rating: EnergyRating | '';
  council_tax_band: CouncilTaxBand | '';
  url: string;
  project: string;
  is_owned: boolean;
  features: string[];
  tags: string[];
  image_urls: string[];
  document_urls: string[];
};

export type ListField = 'features' | 'tags' | 'image_urls' | 'document_urls';

/** Edit shows at least this many image slots (docs/product/property-form.md, "Fields"). */
const EDIT_IMAGE_SLOTS = 4;

/** Form defaults (docs/product/property-form.md, "Fields"); the project is the first of the tenant's (docs/decisions/0104-default-project.md). */
export function createDefaultFormValues(projectId = ''): PropertyFormValues {
  return {
    address: '',
    city: '',
    postcode: '',
    price: '',
    property_type: 'house',
    tenure: 'freehold',
    bedrooms: '1',
    description: '',
    energy_rating: '',
    council_tax_band: '',
    url: '',
    project: projectId,
    is_owned: false,
    features: [''],
    tags: [''],
    image_urls: ['', '', ''],
    document_urls: [''],
  };
}

const orBlank = (items: string[]) => (items.length > 0 ? [...items] : ['']);

function padTo(items: string[], size: number): string[] {
  return [...items, ...Array.from({ length: Math.max(0, size - items.length) }, () => '')];
}

/** Editing: the property's values, image URLs padded to 4 slots, document URLs from documents. */
export function toFormValues(property: Property): PropertyFormValues {
  const address: Property['address'] | string = property.address;
  const parts = typeof address === 'string' ? { address, city: '', postcode: '' } : address;
  return {
    address: parts?.address ?? '',
    city: parts?.city ?? '',
    postcode: parts?.postcode ?? '',
    price: property.price ? String(property.price) : '',
    property_type: property.property_type,
    tenure: property.tenure,
    bedrooms: String(property.bedrooms ?? 1),
    description: property.description ?? '',
    energy_rating: property.energy_rating ?? '',
    council_tax_band: property.council_tax_band ?? '',
    url: property.url ?? '',
    project: property.project,
    is_owned: property.is_owned,
    features: orBlank(property.features ?? []),
    tags: orBlank(property.tags ?? []),
    image_urls: padTo(
      (property.images ?? []).map((image) => image.public_url),
      EDIT_IMAGE_SLOTS,
    ),
    document_urls: orBlank((property.documents ?? []).map((document) => document.public_url)),
  };
}

/** Whole number from text; blank or unreadable input gives the fallback (docs/product/property-form.md, "Payload"). */
function toWholeNumber(text: string, fallback: number): number {
  const value = Math.round(Number(text.trim()));
  return text.trim() !== '' && Number.isFinite(value) ? value : fallback;
}

const withoutBlanks = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/**
 * The payload of docs/product/property-form.md, "Payload": one address line 'address, city, postcode' (the server splits it
 * by position, docs/decisions/0013-property-payload.md), whole-number price and bedrooms (defaults 0 and 1), blank list
 * entries dropped, and energy rating and council tax band null when empty.
 */
export function buildPropertyPayload(values: PropertyFormValues): PropertyFormPayload {
  return {
    address: [values.address, values.city, values.postcode].map((part) => part.trim()).join(', '),
    price: toWholeNumber(values.price, 0),
    property_type: values.property_type,
    tenure: values.tenure,
    bedrooms: toWholeNumber(values.bedrooms, 1),
    description: values.description.trim(),
    energy_rating: values.energy_rating || null,
    url: values.url.trim() || null,
    features: withoutBlanks(values.features),
    council_tax_band: values.council_tax_band || null,
    project: values.project,
    is_owned: values.is_owned,
    tags: withoutBlanks(values.tags),
    image_urls: withoutBlanks(values.image_urls),
    document_urls: withoutBlanks(values.document_urls),
  };
}

/** Up to 10 image URL slots: 'Add Image URL' hides at 10 (docs/product/property-form.md, "Fields"). */
export function canAddEntry(field: ListField, items: string[]): boolean {
  return field !== 'image_urls' || items.length < MAX_IMAGE_URLS;
}

/** An entry can be removed only while more than one remains (docs/product/property-form.md, "Fields"). */
export function canRemoveEntry(items: string[]): boolean {
  return items.length > 1;
}
