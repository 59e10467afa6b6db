import { sql } from 'kysely';
import { cachedStatement } from '../../db/cached-statement.ts';
import type { Db } from '../../db/schema.ts';
import type { StoredMarketData } from '../../db/tables/market-data.ts';

/** Stores a run as the property's next version; the unique version per property refuses a concurrent twin. */
export async function insertResult(db: Db, tenantId: string, propertyId: string, data: StoredMarketData) {
  return db
    .insertInto('market_data_results')
    .columns(['tenant_id', 'property_id', 'version', 'data'])
    .expression((eb) =>
      eb
        .selectFrom('market_data_results')
        .select((select) => [
          eb.val(tenantId).as('tenant_id'),
          eb.val(propertyId).as('property_id'),
          select(select.fn.coalesce(select.fn.max('version'), eb.lit(0)), '+', 1).as('version'),
          eb.val(JSON.stringify(data)).as('data'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('property_id', '=', propertyId),
    )
    .returning(['version', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function findLatestResult(db: Db, tenantId: string, propertyId: string) {
  return db
    .selectFrom('market_data_results')
    .select(['version', 'data', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// One statement for any number of properties, built and compiled once (docs/decisions/0092-summary-reads.md).
const latestSummariesStatement = cachedStatement((db, _shape: null, values: { tenantId: string; propertyIds: string[] }) => {
  // Latest versions first, so only those rows' bodies are read.
  const latest = db
    .selectFrom('market_data_results')
    .select((eb) => ['property_id', eb.fn.max('version').as('version')])
    .where('tenant_id', '=', values.tenantId)
    .where('property_id', '=', (eb) => eb.fn.any(eb.val(values.propertyIds)))
    .groupBy('property_id')
    .as('latest');
  return db
    .selectFrom('market_data_results as result')
    .innerJoin(latest, (join) => join.onRef('latest.property_id', '=', 'result.property_id').onRef('latest.version', '=', 'result.version'))
    .where('result.tenant_id', '=', values.tenantId)
    .select([
      'result.property_id',
      sql<string>`result.data->>'as_of'`.as('as_of'),
      sql<StoredMarketData['providers']>`result.data->'providers'`.as('providers'),
    ]);
});

/** For each of `propertyIds` with a stored run: the latest run's date and providers. */
export async function listLatestSummaries(db: Db, tenantId: string, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return latestSummariesStatement(db, null, { tenantId, propertyIds });
}
