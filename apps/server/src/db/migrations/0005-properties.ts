import { sql, type Kysely } from 'kysely';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Properties, their images and documents (a link or an uploaded file), and uploaded files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('properties')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    // A project holding properties cannot be deleted (the service says so first; this is the backstop).
    // No action rather than restrict: it is checked at the end of the statement, so deleting a tenant
    // still cascades through both tables.
    .addColumn('project_id', 'uuid', (col) => col.notNull().references('projects.id').onDelete('no action'))
    .addColumn('address_line', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('property_type', 'text', (col) =>
      col.notNull().check(sql`property_type in (${inList(['house', 'flat', 'apartment', 'bungalow', 'terraced', 'semi_detached', 'detached'])})`),
    )
    .addColumn('tenure', 'text', (col) =>
      col.notNull().check(sql`tenure in (${inList(['freehold', 'leasehold', 'sharehold', 'commonhold'])})`),
    )
    .addColumn('bedrooms', 'integer', (col) => col.notNull().check(sql`bedrooms between 1 and 20`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('energy_rating', 'text', (col) => col.check(sql`energy_rating in (${inList(['A', 'B', 'C', 'D', 'E', 'F', 'G'])})`))
    .addColumn('url', 'text')
    .addColumn('features', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('council_tax_band', 'text', (col) =>
      col.check(sql`council_tax_band in (${inList(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])})`),
    )
    .addColumn('is_owned', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('workflow_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`workflow_status in (${inList(['pending', 'processing', 'market_analysis_in_progress', 'completed', 'failed'])})`),
    )
    // When a placeholder workflow run reports completed (docs/decisions/0012-workflow-placeholder.md).
    .addColumn('workflow_due_at', 'timestamptz')
    .addColumn('analysis_status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`analysis_status in (${inList(['pending', 'in_progress', 'completed', 'failed'])})`),
    )
    .addColumn('market_data_available', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index properties_tenant_price_idx on properties (tenant_id, price)`.execute(db);
  await sql`create index properties_tenant_created_idx on properties (tenant_id, created_at)`.execute(db);
  await sql`create index properties_tenant_city_idx on properties (tenant_id, lower(city))`.execute(db);
  await sql`create index properties_tenant_type_idx on properties (tenant_id, property_type)`.execute(db);
  await sql`create index properties_tenant_project_idx on properties (tenant_id, project_id)`.execute(db);

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index stored_files_tenant_property_idx on stored_files (tenant_id, property_id)`.execute(db);

  for (const table of ['property_images', 'property_documents']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('url', 'text')
      .addColumn('stored_file_id', 'uuid', (col) => col.unique().references('stored_files.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(`${table}_link_or_file`, sql`(url is null) <> (stored_file_id is null)`)
      .execute();
    await sql`create index ${sql.raw(`${table}_tenant_property_idx`)} on ${sql.table(table)} (tenant_id, property_id, position)`.execute(db);
  }
}
