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

/** The ids among `propertyIds` that have at least one stored run. */
export async function listPropertiesWithResults(db: Db, tenantId: string, propertyIds: string[]): Promise<Set<string>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('market_data_results')
    .select('property_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('property_id', 'in', propertyIds)
    .execute();
  return new Set(rows.map((row) => row.property_id));
}
