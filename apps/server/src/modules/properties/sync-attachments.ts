import { fileIdFromUrl } from '@plotwise/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteStoredFiles } from '../files/files.service.ts';
import { listAttachments, replaceLinks, setPosition, type AttachmentTable } from './attachments.repository.ts';

/**
 * Makes the property's images (or documents) the list the form sent, in its order. The form sends
 * back every image it shows, uploaded ones as their own `/api/v1/files/{id}` links (docs/product/property-form.md, "Fields":
 * "the image URLs from its images"), so an uploaded file missing from the list was removed by
 * the user: its row goes, and its storage key is returned for removal once the transaction commits.
 */
export async function syncAttachments(
  trx: Transaction<Database>,
  tenantId: string,
  propertyId: string,
  table: AttachmentTable,
  urls: string[],
): Promise<string[]> {
  const existing = await listAttachments(trx, tenantId, table, [propertyId]);
  const uploaded = new Map(existing.filter((row) => row.stored_file_id !== null).map((row) => [row.stored_file_id!, row.id]));
  const links: { url: string; position: number }[] = [];
  const kept = new Map<string, number>();
  urls.forEach((url, position) => {
    const fileId = fileIdFromUrl(url);
    if (fileId === null) links.push({ url, position });
    else if (uploaded.has(fileId) && !kept.has(fileId)) kept.set(fileId, position);
  });
  await replaceLinks(trx, tenantId, table, propertyId, links);
  for (const [fileId, position] of kept) await setPosition(trx, tenantId, table, uploaded.get(fileId)!, position);
  const removed = [...uploaded.keys()].filter((fileId) => !kept.has(fileId));
  return deleteStoredFiles(trx, tenantId, removed);
}
