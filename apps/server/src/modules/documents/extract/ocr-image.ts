import sharp from 'sharp';
import { cutIntoBands, type Band, type GreyImage } from './page-bands.ts';
import type { OcrPool, OcrResult } from './ocr-pool.ts';
import { cleanText, ReadFailure, type PageText } from './page-text.ts';

/** Past this many pixels on the longer side an image is scaled down before OCR: more costs time and finds nothing more. */
const MAX_OCR_SIDE = 3000;

/**
 * A page ready for OCR: grey (transparency flattened on white), upright (EXIF orientation applied)
 * and no larger than needed, as raw pixels; with the dots per inch its file declared (72 when it
 * says none), which tesseract is told as before the page was read in bands.
 */
type PreparedPage = GreyImage & { density: number };

async function preparePage(image: Buffer): Promise<PreparedPage> {
  const pipeline = sharp(image);
  const { density = 72 } = await pipeline.metadata();
  const { data, info } = await pipeline
    .rotate()
    .resize({ width: MAX_OCR_SIDE, height: MAX_OCR_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, density };
}

/** One band of the page as a grey PNG, quick to make and for tesseract to decode. */
function bandImage({ pixels, width, height, density }: PreparedPage, band: Band): Promise<Buffer> {
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .extract({ left: 0, top: band.top, width, height: band.bottom - band.top })
    .withDensity(density)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The bands' text top to bottom, and their confidence weighed by the words each read. */
function joinBands(results: OcrResult[]): OcrResult {
  const texts = results.map((result) => cleanText(result.text)).filter(Boolean);
  const words = results.map((result) => wordCount(result.text));
  const allWords = words.reduce((sum, count) => sum + count, 0);
  const confidence =
    allWords === 0
      ? 0
      : results.reduce((sum, result, index) => sum + result.confidence * words[index]!, 0) /
        allWords;
  return { text: texts.join('\n'), confidence };
}

/**
 * The page cut at blank rows into as many bands as there are idle workers, read side by side
 * (docs/decisions/0066-ocr-in-bands.md). BMP, which sharp cannot decode, goes to tesseract whole,
 * as it is (its own image library reads BMP).
 */
async function recognizePage(ocr: OcrPool, image: Buffer, contentType: string): Promise<OcrResult> {
  if (contentType === 'image/bmp') return ocr.recognize(image);
  const prepared = await preparePage(image).catch(() => {
    throw new ReadFailure('This image is damaged, so it could not be read.');
  });
  const bands = cutIntoBands(prepared, Math.max(1, ocr.idleWorkers()));
  return joinBands(
    await Promise.all(bands.map(async (band) => ocr.recognize(await bandImage(prepared, band)))),
  );
}

/** One page read by OCR. */
export async function ocrPage(
  ocr: OcrPool,
  image: Buffer,
  page: number,
  contentType = 'image/png',
): Promise<PageText> {
  const result = await recognizePage(ocr, image, contentType);
  return { page, text: cleanText(result.text), method: 'ocr', ocrConfidence: result.confidence };
}
