import type { AiImage } from './ai.service.ts';

/**
 * The longest side a model is shown: Anthropic scales anything larger down to about this itself
 * (and refuses images over 5 MB), OpenAI's high detail tiles at 2048 then 768; larger only costs
 * tokens and upload time.
 */
export const LONGEST_SIDE = 1568;
const SENDABLE = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * The image as a model should get it: within LONGEST_SIDE, in a format every provider takes
 * (PNG stays PNG, so a floorplan's lettering stays sharp; the rest becomes JPEG). An image sharp
 * cannot read goes as it is, for the provider to judge.
 */
export async function fitImage(image: AiImage): Promise<AiImage> {
  // sharp loads a native library: with the first image, not at start (docs/decisions/0091-cold-start.md).
  const { default: sharp } = await import('sharp');
  try {
    const { width = 0, height = 0, format = '' } = await sharp(image.data).metadata();
    if (SENDABLE.has(format) && Math.max(width, height) <= LONGEST_SIDE) return image;
    const resized = sharp(image.data).rotate().resize({
      width: LONGEST_SIDE,
      height: LONGEST_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const data =
      format === 'png'
        ? await resized.png().toBuffer()
        : await resized.jpeg({ quality: 85 }).toBuffer();
    return {
      ...image,
      data: new Uint8Array(data),
      mediaType: format === 'png' ? 'image/png' : 'image/jpeg',
    };
  } catch {
    return image;
  }
}
