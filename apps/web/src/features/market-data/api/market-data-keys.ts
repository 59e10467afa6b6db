/** Query keys of the market-data feature; the status polled while it is refreshed is lib/analysis-status-query.ts's. */
export const marketDataKeys = {
  all: ['market-data'] as const,
  detail: (propertyId: string) => ['market-data', propertyId] as const,
};
