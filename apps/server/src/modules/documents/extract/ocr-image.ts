import sharp from 'sharp';
import type { OcrPool } from './ocr-pool.ts';
import { cleanText, ReadFailure, type PageText } from './page-text.ts';

/** Past this many pixels on the longer side an image is scaled down before OCR: more costs time and finds nothing more. */
const MAX_OCR_SIDE = 3000;

/**
 * Grey, upright (EXIF orientation applied) and no larger than needed, as PNG. BMP, which sharp
 * cannot decode, goes to tesseract as it is (its own image library reads BMP).
 */
async function prepareForOcr(image: Buffer, contentType: string): Promise<Buffer> {
  if (contentType === 'image/bmp') return image;
  return sharp(image)
    .rotate()
    .resize({ width: MAX_OCR_SIDE, height: MAX_OCR_SIDE, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .png()
    .toBuffer();
}

/** One page read by OCR. */
export async function ocrPage(ocr: OcrPool, image: Buffer, page: number, contentType = 'image/png'): Promise<PageText> {
  const prepared = await prepareForOcr(image, contentType).catch(() => {
    throw new ReadFailure('This image is damaged, so it could not be read.');
  });
  const result = await ocr.recognize(prepared);
  return { page, text: cleanText(result.text), method: 'ocr', ocrConfidence: result.confidence };
}
