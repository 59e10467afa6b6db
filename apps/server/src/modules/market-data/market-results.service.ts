import type { Db } from '../../db/schema.ts';
import { listPropertiesWithResults } from './market-data.repository.ts';

/**
 * Whether properties have market data, for the property answer's `market_analysis.data_available`
 * (docs/decisions/0070-market-data-step.md). Kept apart from market-data.service.ts, which reads
 * properties, so the two services do not import each other.
 */
export async function propertiesWithMarketData(db: Db, tenantId: string, propertyIds: string[]): Promise<Set<string>> {
  return listPropertiesWithResults(db, tenantId, propertyIds);
}
