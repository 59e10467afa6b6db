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
