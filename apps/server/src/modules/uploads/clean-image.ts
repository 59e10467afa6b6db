/** Thumbnails fit in this square, as WebP. */
export const THUMBNAIL_SIDE = 400;

export type CleanedImage = {
  /** The image to keep: the upload itself when it carried no metadata, else a copy without it. */
  body: Buffer;
  /** A small WebP of it, or null for BMP (which sharp cannot decode). */
  thumbnail: Buffer | null;
};

/**
 * Strips EXIF (GPS position, camera, time), XMP and IPTC from an uploaded photo, turning it upright
 * first so the orientation tag is not needed, and makes its thumbnail (docs/decisions/0062-image-uploads.md).
 * An image without metadata is kept byte for byte. Returns null when the bytes are not a decodable
 * image, so the upload can be refused rather than stored with metadata it could not check.
 */
export async function cleanImage(bytes: Buffer, contentType: string): Promise<CleanedImage | null> {
  // BMP holds no metadata, and sharp's bundled libvips does not decode it.
  if (contentType === 'image/bmp') return { body: bytes, thumbnail: null };
  // sharp loads a native library: with the first image, not at start (docs/decisions/0091-cold-start.md).
  const { default: sharp } = await import('sharp');
  try {
    const metadata = await sharp(bytes).metadata();
    const carriesMetadata = Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length);
    // Quality applies to the lossy formats only: for PNG it would mean a reduced palette.
    const options = metadata.format === 'jpeg' || metadata.format === 'webp' ? { quality: 92 } : {};
    const body = carriesMetadata ? await sharp(bytes, { animated: true }).rotate().toFormat(metadata.format, options).toBuffer() : bytes;
    const thumbnail = await sharp(body)
      .rotate()
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { body, thumbnail };
  } catch {
    return null;
  }
}
