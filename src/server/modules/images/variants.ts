import sharp from 'sharp';
import { imageVariantWidths } from '../../../common/api/images.ts';
import { imageLimits } from '../../../common/files.ts';

/**
 * The resized copies of an image (issue #27 item 4; docs/decisions/054), made with sharp
 * (libvips): WebP at 480, 960 and 1600 pixels wide, never wider than the original (a smaller
 * original gives one copy of its own width), metadata (EXIF: camera, GPS) stripped. Decoding is
 * bounded by the same pixel limit the scanner checked in the header, so a file whose header
 * lied is refused here too. libvips works on its own threads, off the event loop.
 */
export interface MadeVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

export class UnreadableImage extends Error {}

export async function makeVariants(original: Buffer): Promise<{
  width: number;
  height: number;
  variants: MadeVariant[];
}> {
  const options = { limitInputPixels: imageLimits.maxPixels, failOn: 'error' as const };
  try {
    // Orientation applied first, so width and height are what a visitor sees.
    const meta = await sharp(original, options).rotate().metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    if (!width || !height) throw new UnreadableImage('no size');
    const widths = [...new Set(imageVariantWidths.map((w) => Math.min(w, width)))];
    const variants: MadeVariant[] = [];
    for (const w of widths) {
      const { data, info } = await sharp(original, options)
        .rotate()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 78, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    }
    return { width, height, variants };
  } catch (error) {
    if (error instanceof UnreadableImage) throw error;
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}
