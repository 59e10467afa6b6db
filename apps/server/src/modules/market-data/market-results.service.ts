import type { MarketAnalysis } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import { listLatestSummaries } from './market-data.repository.ts';

const NONE: MarketAnalysis = { data_available: false };

/**
 * Each property's `market_analysis`: whether a market step has stored a result and, if so, its
 * date and the providers it used (docs/decisions/0070-market-data-step.md). Market data depends on
 * properties, so properties never imports this: app.ts hands it in as the properties module's
 * `MarketAnalysisLookup` (docs/decisions/0074-market-data-in-the-module-graph.md).
 */
export async function marketAnalysesOf(db: Db, tenantId: string, propertyIds: string[]): Promise<(propertyId: string) => MarketAnalysis> {
  const rows = await listLatestSummaries(db, tenantId, propertyIds);
  const byProperty = new Map(
    rows.map((row): [string, MarketAnalysis] => [
      row.property_id,
      {
        data_available: true,
        as_of: row.as_of,
        providers: row.providers.map(({ name, used, status, as_of }) => ({ name, used, status, as_of })),
      },
    ]),
  );
  return (propertyId) => byProperty.get(propertyId) ?? NONE;
}
