import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitImage, LONGEST_SIDE } from './fit-image.ts';

const picture = async (width: number, height: number, format: 'png' | 'jpeg' | 'tiff') =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#a0522d' } })
      .toFormat(format)
      .toBuffer(),
  );

describe('fitImage', () => {
  it('leaves an image a model takes as it is', async () => {
    const image = {
      filename: 'plan.png',
      mediaType: 'image/png',
      data: await picture(1200, 800, 'png'),
    };
    expect(await fitImage(image)).toBe(image);
  });

  it('shrinks a large photo to the longest side as JPEG, and a large PNG as PNG', async () => {
    const photo = await fitImage({
      filename: 'front.jpg',
      mediaType: 'image/jpeg',
      data: await picture(4000, 3000, 'jpeg'),
    });
    expect(photo.mediaType).toBe('image/jpeg');
    expect(await sharp(photo.data).metadata()).toMatchObject({
      format: 'jpeg',
      width: LONGEST_SIDE,
      height: 1176,
    });
    const plan = await fitImage({
      filename: 'plan.png',
      mediaType: 'image/png',
      data: await picture(2000, 3136, 'png'),
    });
    expect(await sharp(plan.data).metadata()).toMatchObject({
      format: 'png',
      width: 1000,
      height: LONGEST_SIDE,
    });
  });

  it('turns a format providers refuse into JPEG, and sends what it cannot read as it is', async () => {
    const scan = await fitImage({
      filename: 'scan.tiff',
      mediaType: 'image/tiff',
      data: await picture(600, 400, 'tiff'),
    });
    expect(scan.mediaType).toBe('image/jpeg');
    expect((await sharp(scan.data).metadata()).format).toBe('jpeg');
    const unreadable = {
      filename: 'old.bmp',
      mediaType: 'image/bmp',
      data: new Uint8Array([0x42, 0x4d, 0, 0]),
    };
    expect(await fitImage(unreadable)).toBe(unreadable);
  });
});
