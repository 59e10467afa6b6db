import { Readable } from 'node:stream';
import { FILE_MESSAGES } from '@plotwise/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../files/files.service.ts';
import { cleanImage } from './clean-image.ts';

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const body = await storage.get(key);
  if (!body) throw new Error(`stored body ${key} vanished`);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Replaces an image just streamed to `key` by its copy without metadata (GPS above all) and stores
 * its thumbnail under `thumbnailKey` (reserved beforehand, like `key`), before any row names either.
 * An image that cannot be decoded is refused (415), as its metadata could not be checked. Returns
 * the size kept and the thumbnail's key, or null when there is none.
 */
export async function cleanStoredImage(storage: FileStorage, key: string, thumbnailKey: string, contentType: string, filename: string) {
  const original = await readAll(storage, key);
  const cleaned = await cleanImage(original, contentType);
  if (!cleaned) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.damagedImage(filename));
  if (cleaned.body !== original) await storage.put(key, Readable.from(cleaned.body));
  if (cleaned.thumbnail) await storage.put(thumbnailKey, Readable.from(cleaned.thumbnail));
  return { size: cleaned.body.length, thumbnailKey: cleaned.thumbnail ? thumbnailKey : null };
}
