import type {
  DocumentFinding,
  PropertyDocument,
  PropertyFile,
  PropertyImage,
} from '@plotwise/contracts';

const fileUrl = (fileId: string) =>
  `/api/v1/files/${fileId}?tenant=t1&expires=1893456000&signature=s`;

export const leaseFileId = '11111111-1111-4111-8111-111111111111';
export const packFileId = '22222222-2222-4222-8222-222222222222';

/** The property's uploaded lease PDF, as `property.documents` lists it. */
export const leaseFile: PropertyFile = {
  id: 'file-lease',
  public_url: fileUrl(leaseFileId),
  filename: 'lease.pdf',
  content_type: 'application/pdf',
  size: 2048,
};

/** An uploaded zip of the legal pack. */
export const packFile: PropertyFile = {
  id: 'file-pack',
  public_url: fileUrl(packFileId),
  filename: 'pack.zip',
  content_type: 'application/zip',
  size: 3 * 1024 * 1024,
};

export const leaseTermFinding: DocumentFinding = {
  kind: 'lease_term',
  summary: '74 years remaining of a 99-year lease',
  page: 3,
  quote: 'a term of 99 years from 1 January 2000',
  confidence: 0.9,
  severity: 'red',
  facts: { years_remaining: 74, term_years: 99, start_year: 2000 },
};

/** A document as GET /properties/{id}/documents answers it; override any field. */
export function makeDocument(overrides: Partial<PropertyDocument> = {}): PropertyDocument {
  return {
    id: 'd-lease',
    filename: 'lease.pdf',
    kind: 'other',
    status: 'queued',
    page_count: 0,
    findings: [],
    url: leaseFile.public_url,
    source: 'document',
    archive_id: null,
    ...overrides,
  };
}

/** The lease once read: a lease of 4 pages with its term found on page 3. */
export const readLease = makeDocument({
  kind: 'lease',
  status: 'done',
  page_count: 4,
  findings: [leaseTermFinding],
});

/** An image as GET /properties/{id}/images answers it; override any field. */
export function makeImage(overrides: Partial<PropertyImage> = {}): PropertyImage {
  return {
    id: 'i1',
    url: fileUrl('33333333-3333-4333-8333-333333333333'),
    thumbnail_url: '/api/v1/files/33333333-3333-4333-8333-333333333333/thumbnail?signature=s',
    filename: 'kitchen.jpg',
    room: null,
    condition: null,
    ...overrides,
  };
}
