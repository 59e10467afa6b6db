/** Every string of the Market Data tab (docs/product/market-data.md, "The Market Data tab"). */
export const MARKET_TEXT = {
  loading: 'Loading market data',
  loadFailed: 'Market data could not be loaded.',
  retry: 'Retry',
  emptyTitle: 'Market data not available yet',
  emptyDescription:
    'Local sales, price trends and rental figures for this property have not been gathered yet. They are gathered when the property is analysed, or now with Refresh.',
  gatheringTitle: 'Gathering market data',
  gatheringDescription:
    'Local sales, price trends and rental figures for this property are being gathered. This tab fills in when they are ready.',
  refresh: 'Refresh',
  lastRefreshed: 'Last refreshed',
  refreshWaiting: 'Refresh asked for: waiting to start...',
  refreshGathering: 'Gathering market data...',
  refreshDone: 'Market data refreshed.',
  refreshFailed: (reason: string | null) =>
    `Market data could not be refreshed${reason ? `: ${reason}` : '.'}`,
  refreshRefused: (reason: string) => `Refresh could not start: ${reason}`,
  valueHeading: 'Value estimate',
  estimatedValue: 'Estimated value',
  range: (low: string, high: string) => `${low} to ${high}`,
  askingPrice: 'Asking price',
  askingVsEstimateLabel: 'Asking price against the estimate',
  rangeLabel: (low: string, high: string, asking: string) =>
    `Likely range ${low} to ${high}; asking price ${asking}`,
  localAverage: 'Local average price',
  rentHeading: 'Rent and yield',
  estimatedRent: 'Estimated monthly rent',
  grossYield: 'Gross yield at the asking price',
  regionalYield: 'Typical gross yield in the region',
  yieldAgainstRegionLabel: 'Against the region',
  trendHeading: 'Price trend',
  trendArea: (area: string, level: string, type: string) => `${area} (${level}), ${type}`,
  change: (years: number) => `${years === 1 ? '1 year' : `${years} years`}`,
  chartLabel: (area: string, first: string, last: string, from: string, to: string) =>
    `Line chart of the average price in ${area} from ${first} (${from}) to ${last} (${to})`,
  trendTable: 'Price trend as a table',
  trendTableCaption: (area: string) => `Average price and index by month in ${area}`,
  month: 'Month',
  averagePrice: 'Average price',
  index: 'Index',
  comparablesHeading: 'Comparable sales',
  comparablesNone:
    'No recent sales were found to compare with. Sales come from HM Land Registry when that provider is switched on; the estimate uses the local average instead.',
  comparablesNoneMatch: 'No sales match these filters.',
  comparablesCount: (shown: number, total: number) => `Showing ${shown} of ${total} sales`,
  filterType: 'Type',
  filterSoldWithin: 'Sold within',
  filterDistance: 'Distance',
  allTypes: 'All types',
  anyTime: 'Any time',
  years: (years: string) => (years === '1' ? 'Last year' : `Last ${years} years`),
  anyDistance: 'Any distance',
  within: (metres: string) =>
    `Within ${Number(metres) >= 1000 ? `${Number(metres) / 1000} km` : `${metres} m`}`,
  columns: {
    address: 'Address',
    type: 'Type',
    price: 'Price',
    date: 'Date',
    distance: 'Distance',
    price_per_sqm: '£ per m²',
    weight: 'Share of estimate',
  },
  setAside: 'Set aside: out of line with the rest',
  newBuild: 'New build',
  sourcesHeading: 'Sources',
  providerStatus: {
    ok: 'used',
    cached: 'used (kept copy)',
    off: 'switched off',
    failed: 'did not answer',
    timeout: 'too slow',
    rate_limited: 'asked us to slow down',
  },
} as const;

/** Trend area levels as a reader says them. */
export const AREA_LEVEL_LABELS = {
  local_authority: 'local authority',
  region: 'region',
  country: 'country',
} as const;
