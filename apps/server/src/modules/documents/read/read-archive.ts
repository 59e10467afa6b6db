import { posix } from 'node:path';
import { detectFileType } from '../../files/files.service.ts';
import type { DocumentsContext } from '../documents-context.ts';
import { zipEntries, type ZipBudget } from '../extract/zip-entries.ts';
import { readFile, type FileRead } from './read-file.ts';

export type EntryRead = { path: string; read: FileRead };

/** Clutter zip tools add (macOS resource forks, hidden files) is passed over without a word. */
const isClutter = (path: string) => path.split('/').includes('__MACOSX') || /^\.[^./]/.test(posix.basename(path));

/**
 * Every entry of an uploaded zip, read like an upload of its own; zips inside it are opened too,
 * down to ZIP_MAX_DEPTH, all within one budget of entries and bytes. A broken limit refuses the
 * whole zip (ReadFailure); an entry that cannot be read is reported with its reason.
 */
export async function readArchive(context: DocumentsContext, bytes: Buffer, asOf: Date): Promise<EntryRead[]> {
  const budget: ZipBudget = { entries: 0, bytes: 0 };
  const reads: EntryRead[] = [];
  const fail = (path: string, reason: string) => reads.push({ path, read: { ok: false, reason } });

  async function walk(zip: Buffer, prefix: string, depth: number) {
    for await (const item of zipEntries(zip, context.zipLimits, budget, prefix)) {
      if (isClutter(item.path)) continue;
      if ('skipped' in item) {
        fail(item.path, item.skipped);
        continue;
      }
      const type = await detectFileType(item.bytes);
      if (type?.contentType === 'application/zip') {
        if (depth < context.zipLimits.maxDepth) await walk(item.bytes, `${item.path}/`, depth + 1);
        else fail(item.path, `Zips are opened only ${context.zipLimits.maxDepth} deep, so this one was not.`);
      } else if (!type) {
        fail(item.path, 'Files of this type are not read.');
      } else {
        reads.push({ path: item.path, read: await readFile(context, { filename: posix.basename(item.path), bytes: item.bytes, contentType: type.contentType, asOf }) });
      }
    }
  }

  await walk(bytes, '', 1);
  return reads;
}
