import { PROPERTY_MESSAGES, type PropertySort } from '@plotwise/contracts';

/**
 * Every property screen string (docs/product/properties.md, messages.md). Validation messages are
 * the contracts' own, so the form and the server say the same thing.
 */
export const PROPERTY_TEXT = {
  loading: 'Loading properties...',
  loadError: 'Failed to load properties. Please try again.',
  sideListError: (message: string) => `Error loading properties: ${message}`,
  retry: 'Retry',
  tryAgain: 'Try Again',
  refreshing: 'Refreshing...',
  noneFound: 'No properties found',
  addFirst: 'Add your first property',
  ownedHeading: 'Owned Properties',
  opportunitiesHeading: 'Opportunities',
  noOwned: 'No owned properties',
  noOwnedDescription: 'Get started by adding your first property.',
  noOpportunities: 'No opportunities yet',
  noOpportunitiesDescription: 'Add properties and mark them as opportunities to see them here.',
  loadMore: 'Load More Properties',
  loadingMore: 'Loading...',
  addProperty: 'Add Property',
  editProperty: 'Edit Property',
  deleteTitle: 'Delete Property',
  deleteQuestion: (address: string) =>
    `Are you sure you want to delete the ${address}? This action cannot be undone.`,
  deleteFailed: 'Error deleting property. Please try again.',
  allProjects: 'All Projects',
  /** Add Property when the plan allows no more (docs/product/plans-and-payments.md). */
  featureDenied: 'Feature access denied',
  upgradePlan: 'Upgrade Plan',
  cancel: 'Cancel',
  sortBy: 'Sort by',
} as const;

/** The portfolio's Sort by options, in the order offered (docs/product/properties.md). */
export const SORT_LABELS: Record<PropertySort, string> = {
  'price-desc': 'Price: high to low',
  'price-asc': 'Price: low to high',
  'date-desc': 'Newest first',
  'date-asc': 'Oldest first',
};

export const FORM_TEXT = {
  detailsTab: 'Property Details',
  filesTab: 'Files & Media',
  filesSelected: (count: number) => `${count} file(s) selected`,
  create: 'Create Property',
  update: 'Update Property',
  creating: 'Creating...',
  updating: 'Updating...',
  addImageUrl: 'Add Image URL',
  requiredBanner: PROPERTY_MESSAGES.requiredFieldsBanner,
} as const;

export type SaveMode = 'create' | 'update';
const pastTense: Record<SaveMode, string> = { create: 'created', update: 'updated' };

/** The notifications after a submit (docs/product/messages.md#properties). */
export const SUBMIT_MESSAGES = {
  saved: (mode: SaveMode, uploaded = 0) =>
    uploaded > 0
      ? `Property ${pastTense[mode]} successfully with ${uploaded} files uploaded!`
      : `Property ${pastTense[mode]} successfully!`,
  uploadFailed: (mode: SaveMode, message: string) =>
    `Property ${pastTense[mode]} successfully, but file upload failed: ${message}`,
  noIdForUpload: (mode: SaveMode) =>
    `Property ${pastTense[mode]} successfully, but the files were not uploaded because no property ID came back`,
  unexpectedResponse: (mode: SaveMode) =>
    `Property may have been ${pastTense[mode]}, but response structure was unexpected`,
  failed: (mode: SaveMode) =>
    mode === 'create'
      ? 'Error creating property. Please try again.'
      : 'Error updating property. Please try again.',
} as const;

export const DETAIL_TEXT = {
  noPropertyId: 'No property ID provided',
  backToPortfolio: 'Go to Portfolio',
  notFound: PROPERTY_MESSAGES.notFound,
  fetchFailed: 'Failed to fetch property',
  infoHeading: 'Property Information',
  processing: 'Processing...',
  complete: '✓ Complete',
  failed: '✗ Failed',
  pending: 'Pending',
  added: (date: string) => `Added ${date}`,
  owned: 'Owned',
  opportunity: 'Opportunity',
} as const;

/** Fallback display text (docs/product/messages.md#shared). */
export const FALLBACK_ADDRESS = 'Address not available';

/** The Documents tab (docs/product/properties.md "Tabs"). */
export const DOCUMENT_TEXT = {
  loading: 'Loading documents',
  loadFailed: 'Failed to load documents',
  emptyTitle: 'No documents yet',
  emptyDescription: 'Add documents through Edit Property: upload files or link to them.',
  listLabel: 'Documents',
  reading: (count: number) =>
    count === 1
      ? '1 document is waiting to be read or being read. This list updates as it is read.'
      : `${count} documents are waiting to be read or being read. This list updates as they are read.`,
  pages: (count: number) => (count === 1 ? '1 page' : `${count} pages`),
  noReason: 'No reason was given.',
  noFindings: 'Nothing in this document was found to note.',
  findingsLabel: (filename: string) => `Findings in ${filename}`,
  entriesLabel: (filename: string) => `Files in ${filename}`,
  page: (page: number) => `Page ${page}`,
  open: 'Open',
  download: 'Download',
  linksHeading: 'Linked documents',
  linksNote: 'Documents given as links are not read.',
} as const;

/** The search box over the text of the property's documents. */
export const SEARCH_TEXT = {
  label: 'Search documents',
  hint: 'Words or "a phrase"; or between words finds either; -word leaves a word out.',
  searching: 'Searching...',
  failed: 'Search failed. Please try again.',
  noResults: (query: string) => `No pages match “${query}”.`,
  results: (count: number) => (count === 1 ? '1 page matches' : `${count} pages match`),
  resultsLabel: 'Search results',
} as const;

/** The photo grid on the Details tab. */
export const PHOTO_TEXT = {
  heading: 'Images',
  none: 'No images yet.',
  loading: 'Loading images',
  loadFailed: 'Failed to load images',
  image: (index: number, count: number) => `Image ${index} of ${count}`,
  opensFullSize: '(opens full size)',
  room: 'Room',
  condition: 'Condition',
  notSet: 'Not set',
  tagName: (tag: string, image: string) => `${tag} of ${image.toLowerCase()}`,
  saveFailed: (reason: string | undefined) =>
    `Could not save the tags${reason ? ` (${reason})` : ''}. They are back as they were.`,
} as const;
