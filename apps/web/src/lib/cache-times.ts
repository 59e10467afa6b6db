/** How long cached server data counts as fresh, per user (docs/product/limits-and-formats.md, "Caches"). */
export const cacheTimes = {
  /** Projects, prompts and default prompts. */
  settings: 15 * 60_000,
  /** The portfolio list stays valid for 30 minutes... */
  propertyList: 30 * 60_000,
  /** ...and is refreshed in the background once its last fetch is more than 5 minutes old. */
  propertyListRefresh: 5 * 60_000,
  /** A property's detail. */
  propertyDetail: 20 * 60_000,
} as const;
