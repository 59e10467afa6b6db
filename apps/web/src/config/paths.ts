/** Every route and API URL the web app uses, in one place. */

export const propertyTabs = ['details', 'documents', 'market_data', 'analysis'] as const;
export type PropertyTab = (typeof propertyTabs)[number];

export const paths = {
  home: { path: '/', getHref: () => '/' },
  landing: { path: '/landing', getHref: () => '/landing' },
  retail: { path: '/retail', getHref: () => '/retail' },
  portfolio: { path: '/portfolio', getHref: () => '/portfolio' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  property: {
    path: '/property/:propertyId',
    getHref: (propertyId: string) => `/property/${encodeURIComponent(propertyId)}`,
  },
  propertyTab: {
    path: '/property/:propertyId/:tab',
    getHref: (propertyId: string, tab: PropertyTab) =>
      `/property/${encodeURIComponent(propertyId)}/${tab}`,
  },
  settings: { path: '/settings', getHref: () => '/settings/account' },
  settingsAccount: { path: '/settings/account', getHref: () => '/settings/account' },
  settingsProjects: { path: '/settings/projects', getHref: () => '/settings/projects' },
  settingsPrompts: { path: '/settings/prompts', getHref: () => '/settings/prompts' },
  tools: { path: '/tools', getHref: () => '/tools' },
} as const;

/** Paths where the sidebar's home button is hidden: they already are the portfolio. */
export const homePaths: readonly string[] = [
  paths.home.path,
  paths.portfolio.path,
  paths.dashboard.path,
];

const id = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  health: '/health',
  /** Identity: better-auth's client calls the paths under it (features/auth/api/auth-client.ts). */
  auth: '/api/auth',
  tenant: {
    info: '/api/v1/tenant/info',
    setup: '/api/v1/tenant/setup',
  },
  subscription: {
    current: '/api/v1/subscription/current',
    processPayment: '/api/v1/subscription/process-payment',
    upgrade: '/api/v1/subscription/upgrade',
    checkFeature: (feature: string) => `/api/v1/subscription/check-feature/${id(feature)}`,
  },
  payments: {
    config: '/api/v1/payments/config',
    paymentMethods: '/api/v1/payments/payment-methods',
  },
  waitlist: '/api/v1/waitlist',
  properties: {
    list: '/api/v1/properties',
    summary: '/api/v1/properties/summary',
    detail: (propertyId: string) => `/api/v1/properties/${id(propertyId)}`,
    marketData: (propertyId: string) => `/api/v1/properties/${id(propertyId)}/market-data`,
    refreshMarketData: (propertyId: string) =>
      `/api/v1/properties/${id(propertyId)}/refresh-market-data`,
    uploadFiles: (propertyId: string) => `/api/v1/properties/${id(propertyId)}/upload-files`,
    documents: (propertyId: string) => `/api/v1/properties/${id(propertyId)}/documents`,
    documentSearch: (propertyId: string) => `/api/v1/properties/${id(propertyId)}/documents/search`,
    images: (propertyId: string) => `/api/v1/properties/${id(propertyId)}/images`,
    image: (propertyId: string, imageId: string) =>
      `/api/v1/properties/${id(propertyId)}/images/${id(imageId)}`,
    workflowStatus: (propertyId: string) => `/api/v1/properties/${id(propertyId)}/workflow-status`,
    retriggerWorkflow: (propertyId: string) =>
      `/api/v1/properties/${id(propertyId)}/retrigger-workflow`,
    analyze: (propertyId: string, kind?: 'legal' | 'refurbishment' | 'strategy') =>
      `/api/v1/properties/${id(propertyId)}/analyze${kind ? `/${kind}` : ''}`,
    analysisStatus: (propertyId: string) => `/api/v1/properties/${id(propertyId)}/analysis/status`,
    analysis: (propertyId: string) => `/api/v1/properties/${id(propertyId)}/analysis`,
    analysisAssumptions: (propertyId: string) =>
      `/api/v1/properties/${id(propertyId)}/analysis/assumptions`,
    analysisCostEstimate: (propertyId: string) =>
      `/api/v1/properties/${id(propertyId)}/analysis/cost-estimate`,
  },
  uploadFiles: '/api/v1/upload-files',
  files: { config: '/api/v1/files/config' },
  analysis: {
    costEstimate: '/api/v1/analysis/cost-estimate',
    health: '/api/v1/analysis/health',
  },
  projects: {
    list: '/api/v1/projects',
    detail: (projectId: string) => `/api/v1/projects/${id(projectId)}`,
  },
  profile: '/api/v1/profile',
  prompts: {
    current: '/api/v1/prompts',
    reset: '/api/v1/prompts/reset',
    defaults: '/api/v1/prompts/defaults',
  },
} as const;
