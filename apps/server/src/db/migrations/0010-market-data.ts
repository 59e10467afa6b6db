import { sql, type Kysely } from 'kysely';

/**
 * Market data (docs/decisions/0070-market-data-step.md, 0071-live-market-providers.md): one row
 * per run of the market step, the live providers' answers with their expiry, and each provider's
 * request budget shared by every server process. Whether a property has market data is now read
 * from its runs, so the flag on properties goes. Bodies are `json`, not `jsonb`: they are stored
 * and read whole, never queried inside, and json costs a third as much to write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_data_results')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version > 0`))
    .addColumn('data', 'json', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('market_data_results_property_version', ['tenant_id', 'property_id', 'version'])
    .execute();

  // Public open data, the same for every tenant: keyed by provider and request, never by tenant.
  await db.schema
    .createTable('market_provider_cache')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('body', 'json', (col) => col.notNull())
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('market_provider_cache_pk', ['provider', 'key'])
    .execute();
  await sql`create index market_provider_cache_expires_idx on market_provider_cache (expires_at)`.execute(db);

  await db.schema
    .createTable('market_provider_limits')
    .addColumn('provider', 'text', (col) => col.primaryKey())
    .addColumn('tokens', 'double precision', (col) => col.notNull())
    .addColumn('refilled_at', 'timestamptz', (col) => col.notNull())
    .addColumn('blocked_until', 'timestamptz')
    .execute();

  await db.schema.alterTable('properties').dropColumn('market_data_available').execute();
}
