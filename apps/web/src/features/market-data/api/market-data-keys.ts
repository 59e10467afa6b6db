/** Query keys of the market-data feature: a property's market data and the status polled while it is refreshed. */
export const marketDataKeys = {
  all: ['market-data'] as const,
  detail: (propertyId: string) => ['market-data', propertyId] as const,
  refreshStatus: (propertyId: string) => ['market-data', propertyId, 'refresh-status'] as const,
};
