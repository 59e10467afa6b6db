import {
  fileIdFromUrl,
  type DocumentKind,
  type DocumentStatus,
  type FindingKind,
  type FindingSeverity,
  type PropertyDocument,
  type PropertyFile,
} from '@plotwise/contracts';

const kindLabels: Record<DocumentKind, string> = {
  lease: 'Lease',
  title_register: 'Title register',
  official_copy: 'Official copy',
  local_search: 'Local search',
  drainage_search: 'Drainage search',
  environmental_search: 'Environmental search',
  property_information_form: 'Property information form (TA6)',
  epc: 'Energy Performance Certificate',
  floorplan: 'Floorplan',
  survey: 'Survey',
  other: 'Other document',
};

/** What the reader took the document for; only a read document has a kind worth naming. */
export function getDocumentKindLabel(document: PropertyDocument): string | null {
  return document.status === 'done' ? kindLabels[document.kind] : null;
}

export const documentStatusLabels: Record<DocumentStatus, string> = {
  queued: 'Waiting to be read',
  reading: 'Reading...',
  done: 'Read',
  failed: 'Could not be read',
};

export const isStillReading = (documents: readonly PropertyDocument[] | undefined) =>
  documents?.some((document) => document.status === 'queued' || document.status === 'reading') ??
  false;

const findingKindLabels: Record<FindingKind, string> = {
  lease_term: 'Lease term',
  ground_rent: 'Ground rent',
  ground_rent_review: 'Ground rent review',
  service_charge: 'Service charge',
  restriction_subletting: 'Subletting',
  restriction_short_lets: 'Short lets',
  restriction_pets: 'Pets',
  restriction_alterations: 'Alterations',
  forfeiture: 'Forfeiture',
  title_number: 'Title number',
  title_class: 'Class of title',
  proprietor: 'Proprietor',
  price_paid: 'Price paid',
  charge: 'Charge',
  title_restriction: 'Restriction',
  restrictive_covenant: 'Restrictive covenant',
  easement: 'Easement',
  right_of_way: 'Right of way',
  flood_risk: 'Flood risk',
  planning: 'Planning',
  contaminated_land: 'Contaminated land',
  dispute: 'Dispute',
  works_without_consent: 'Works without consent',
  japanese_knotweed: 'Japanese knotweed',
  epc_rating: 'Energy rating',
  epc_potential_rating: 'Potential energy rating',
  epc_recommendation: 'Recommended improvement',
  floor_area: 'Floor area',
};

export const getFindingKindLabel = (kind: FindingKind) => findingKindLabels[kind];

/** Severity in words as well as colour (docs/product/documents.md "Findings"). */
export const severityLabels: Record<FindingSeverity, string> = {
  red: 'Red flag',
  amber: 'Check',
  info: 'Note',
};

const severityOrder: Record<FindingSeverity, number> = { red: 0, amber: 1, info: 2 };

/** Red flags first, then those to check, then notes; each in page order. */
export function sortFindings<T extends { severity: FindingSeverity; page: number }>(
  findings: readonly T[],
): T[] {
  return [...findings].sort(
    (a, b) => severityOrder[a.severity] - severityOrder[b.severity] || a.page - b.page,
  );
}

/** 0.9 -> 'Confidence 90%'. */
export const formatConfidence = (confidence: number) =>
  `Confidence ${Math.round(confidence * 100)}%`;

/** The uploaded file a document was read from, found by the stored file id in both links. */
export function findStoredFile(
  document: PropertyDocument,
  files: readonly PropertyFile[],
): PropertyFile | undefined {
  const fileId = fileIdFromUrl(document.url);
  return fileId === null
    ? undefined
    : files.find((file) => fileIdFromUrl(file.public_url) === fileId);
}

/**
 * Where a page of a document opens: a PDF at that page (`#page=N`, which browsers' PDF viewers
 * follow), any other file whole. A zip entry's link is its zip's, so a page of it has none.
 */
export function getPageHref(
  document: PropertyDocument,
  page: number,
  contentType: string | null | undefined,
): string | null {
  if (document.archive_id !== null) return null;
  return contentType === 'application/pdf' ? `${document.url}#page=${page}` : document.url;
}

export type DocumentNode = { document: PropertyDocument; entries: DocumentNode[] };

/** Zip entries under their zip (and a zip's zips under it); an entry whose zip is not listed stands alone. */
export function nestEntries(documents: readonly PropertyDocument[]): DocumentNode[] {
  const ids = new Set(documents.map((document) => document.id));
  const childrenOf = (parentId: string | null): DocumentNode[] =>
    documents
      .filter((document) =>
        parentId === null
          ? document.archive_id === null || !ids.has(document.archive_id)
          : document.archive_id === parentId,
      )
      .map((document) => ({ document, entries: childrenOf(document.id) }));
  return childrenOf(null);
}
