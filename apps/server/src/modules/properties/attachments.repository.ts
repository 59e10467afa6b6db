import { sql } from 'kysely';
import { cachedStatement } from '../../db/cached-statement.ts';
import type { Db } from '../../db/schema.ts';

/** Images and documents share one shape: a link the user gave, or an uploaded file. */
export type AttachmentTable = 'property_images' | 'property_documents';

function selectAttachments(db: Db, tenantId: string, table: AttachmentTable, propertyIds: string[]) {
  return db
    .selectFrom(`${table} as attachment`)
    .leftJoin('stored_files as file', (join) =>
      join.onRef('file.id', '=', 'attachment.stored_file_id').onRef('file.tenant_id', '=', 'attachment.tenant_id'),
    )
    .select([
      'attachment.id',
      'attachment.property_id',
      'attachment.position',
      'attachment.created_at',
      'attachment.url',
      'attachment.stored_file_id',
      'file.filename',
      'file.content_type',
      'file.size',
    ])
    .select(sql.lit(table).$castTo<AttachmentTable>().as('table_name'))
    .where('attachment.tenant_id', '=', tenantId)
    .where('attachment.property_id', '=', (eb) => eb.fn.any(eb.val(propertyIds)));
}

export async function listAttachments(db: Db, tenantId: string, table: AttachmentTable, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return selectAttachments(db, tenantId, table, propertyIds).orderBy('position').orderBy('created_at').execute();
}

// One statement for any number of properties, built and compiled once (docs/decisions/0092-summary-reads.md).
const allAttachmentsStatement = cachedStatement((db, _shape: null, values: { tenantId: string; propertyIds: string[] }) =>
  selectAttachments(db, values.tenantId, 'property_images', values.propertyIds)
    .unionAll(selectAttachments(db, values.tenantId, 'property_documents', values.propertyIds))
    .orderBy('position')
    .orderBy('created_at'),
);

/** Images and documents of these properties in one query, each in its order. */
export async function listAllAttachments(db: Db, tenantId: string, propertyIds: string[]) {
  if (propertyIds.length === 0) return [];
  return allAttachmentsStatement(db, null, { tenantId, propertyIds });
}

export type AttachmentRow = Awaited<ReturnType<typeof listAttachments>>[number];

/** Drops the property's links and writes these in their place; uploaded files are left alone. */
export async function replaceLinks(db: Db, tenantId: string, table: AttachmentTable, propertyId: string, links: { url: string; position: number }[]) {
  await db.deleteFrom(table).where('tenant_id', '=', tenantId).where('property_id', '=', propertyId).where('url', 'is not', null).execute();
  if (links.length === 0) return;
  await db
    .insertInto(table)
    .values(links.map((link) => ({ tenant_id: tenantId, property_id: propertyId, url: link.url, position: link.position })))
    .execute();
}

export async function setPosition(db: Db, tenantId: string, table: AttachmentTable, id: string, position: number) {
  await db.updateTable(table).set({ position }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function insertFileAttachments(
  db: Db,
  tenantId: string,
  table: AttachmentTable,
  propertyId: string,
  fileIds: string[],
) {
  if (fileIds.length === 0) return [];
  const last = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('position'))
    .where('tenant_id', '=', tenantId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  const start = (last?.position ?? -1) + 1;
  const rows = await db
    .insertInto(table)
    .values(fileIds.map((fileId, index) => ({ tenant_id: tenantId, property_id: propertyId, stored_file_id: fileId, position: start + index })))
    .returning(['id', 'stored_file_id'])
    .execute();
  const idByFile = new Map(rows.map((row) => [row.stored_file_id, row.id]));
  return fileIds.map((fileId) => idByFile.get(fileId)!);
}
