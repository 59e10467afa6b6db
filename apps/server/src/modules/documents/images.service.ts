import { fileIdFromUrl, IMAGE_MESSAGES, type ImageTagsInput, type PropertyImage } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { readStoredFile, thumbnailLinks, type FilesContext } from '../files/files.service.ts';
import { listPropertyImages } from '../properties/properties.service.ts';
import { listImageTags, saveImageTags } from './images.repository.ts';

export type ImagesDeps = { db: Kysely<Database>; files: FilesContext };
type PropertyRef = { tenantId: string; propertyId: string };

/** GET /properties/{id}/images: the property's images in order, with thumbnail, room and condition; 404 for another tenant's property. */
export async function listImages(deps: ImagesDeps, { tenantId, propertyId }: PropertyRef): Promise<PropertyImage[]> {
  const images = await listPropertyImages(deps, tenantId, propertyId);
  // An uploaded image has a file name; a linked one is only its address.
  const fileIdOf = new Map(images.flatMap((image) => (image.filename === null ? [] : [[image.id, fileIdFromUrl(image.public_url)!] as const])));
  const thumbnails = await thumbnailLinks(deps, tenantId, [...fileIdOf.values()]);
  const tags = new Map((await listImageTags(deps.db, tenantId, images.map((image) => image.id))).map((tag) => [tag.image_id, tag]));
  return images.map((image) => ({
    id: image.id,
    url: image.public_url,
    thumbnail_url: thumbnails.get(fileIdOf.get(image.id) ?? '') ?? null,
    filename: image.filename,
    room: tags.get(image.id)?.room ?? null,
    condition: tags.get(image.id)?.condition ?? null,
  }));
}

/**
 * The first `most` of the property's uploaded images with their bytes, in order, for a vision model
 * to look at (docs/product/ai.md, "Looking at images"). A linked image is only an address, and is left out.
 */
export async function readUploadedImages(deps: ImagesDeps, { tenantId, propertyId }: PropertyRef, most: number) {
  const images = await listPropertyImages(deps, tenantId, propertyId);
  const uploaded = images.flatMap((image) => (image.filename === null ? [] : [{ filename: image.filename, fileId: fileIdFromUrl(image.public_url)! }])).slice(0, most);
  const read = await Promise.all(
    uploaded.map(async ({ filename, fileId }) => {
      // An image deleted since the list was read is simply not looked at.
      const file = await readStoredFile(deps, tenantId, fileId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      return file && { filename, mediaType: file.contentType, data: new Uint8Array(file.bytes) };
    }),
  );
  return read.filter((image) => image !== null);
}

/** PATCH /properties/{id}/images/{imageId}: the room and condition the refurbishment step prices by. */
export async function tagImage(deps: ImagesDeps, { tenantId, propertyId, imageId, tags }: PropertyRef & { imageId: string; tags: ImageTagsInput }): Promise<PropertyImage> {
  const image = (await listImages(deps, { tenantId, propertyId })).find((candidate) => candidate.id === imageId);
  if (!image) throw new AppError('NOT_FOUND', IMAGE_MESSAGES.notFound);
  return { ...image, ...(await saveImageTags(deps.db, tenantId, imageId, tags)) };
}
