import { sql, type Kysely } from 'kysely';

/**
 * What reading uploads produces (docs/product/documents.md): one `documents` row per read unit (an
 * uploaded document or image, or an entry of an uploaded zip) with its kind and status, its text per
 * page (searchable by PostgreSQL full-text search) and its findings; room and condition tags of
 * images; and the thumbnail stored beside each uploaded image.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('property_id', 'uuid', (col) => col.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('stored_file_id', 'uuid', (col) => col.notNull().references('stored_files.id').onDelete('cascade'))
    // An entry of an uploaded zip belongs to the zip's own row, and goes with it.
    .addColumn('archive_id', 'uuid', (col) => col.references('documents.id').onDelete('cascade'))
    .addColumn('filename', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('document', 'image')`))
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('other')
        .check(
          sql`kind in ('lease', 'title_register', 'official_copy', 'local_search', 'drainage_search', 'environmental_search', 'property_information_form', 'epc', 'floorplan', 'survey', 'other')`,
        ),
    )
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued').check(sql`status in ('queued', 'reading', 'done', 'failed')`))
    .addColumn('status_reason', 'text')
    .addColumn('page_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reading_started_at', 'timestamptz')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index documents_file_idx on documents (stored_file_id) where archive_id is null`.execute(db);
  await sql`create unique index documents_archive_entry_idx on documents (archive_id, filename) where archive_id is not null`.execute(db);
  await sql`create index documents_tenant_property_idx on documents (tenant_id, property_id)`.execute(db);
  await sql`create index documents_unfinished_idx on documents (status, reading_started_at) where status in ('queued', 'reading')`.execute(db);

  await db.schema
    .createTable('document_pages')
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('page_number', 'integer', (col) => col.notNull().check(sql`page_number >= 1`))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in ('text', 'ocr')`))
    .addColumn('ocr_confidence', 'real')
    .addColumn('search', sql`tsvector`, (col) => col.generatedAlwaysAs(sql`to_tsvector('english'::regconfig, text)`).stored())
    .addPrimaryKeyConstraint('document_pages_pk', ['document_id', 'page_number'])
    .execute();
  await sql`create index document_pages_search_idx on document_pages using gin (search)`.execute(db);

  await db.schema
    .createTable('document_findings')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    // Where the finding came from: the rule-based reader now, a language model later.
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('page_number', 'integer', (col) => col.notNull())
    .addColumn('quote', 'text', (col) => col.notNull())
    .addColumn('confidence', 'real', (col) => col.notNull().check(sql`confidence between 0 and 1`))
    .addColumn('severity', 'text', (col) => col.notNull().check(sql`severity in ('info', 'amber', 'red')`))
    .addColumn('facts', 'jsonb')
    .execute();
  await sql`create index document_findings_document_idx on document_findings (tenant_id, document_id, position)`.execute(db);

  await db.schema
    .createTable('image_tags')
    .addColumn('image_id', 'uuid', (col) => col.primaryKey().references('property_images.id').onDelete('cascade'))
    .addColumn('tenant_id', 'uuid', (col) => col.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('room', 'text', (col) =>
      col.check(
        sql`room in ('kitchen', 'bathroom', 'bedroom', 'living_room', 'dining_room', 'hallway', 'utility_room', 'loft', 'garage', 'exterior', 'garden', 'other')`,
      ),
    )
    .addColumn('condition', 'text', (col) => col.check(sql`condition in ('good', 'fair', 'poor')`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('stored_files').addColumn('thumbnail_key', 'text', (col) => col.unique()).execute();

  // Files uploaded before reading existed wait in the queue like new ones.
  await sql`
    insert into documents (tenant_id, property_id, stored_file_id, filename, source)
    select file.tenant_id, file.property_id, file.id, file.filename,
           case when exists (select 1 from property_images image where image.stored_file_id = file.id) then 'image' else 'document' end
    from stored_files file`.execute(db);
}
