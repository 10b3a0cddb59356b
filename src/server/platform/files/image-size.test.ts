import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize, inspectFile } from './inspect.ts';

/**
 * Issue #27 item 4 (decision 054): the canvas an image declares is read from its header, for
 * the three kinds, so a huge dimension is refused before anything decodes it.
 */
const make = (format: 'png' | 'jpeg' | 'webp', options: { lossless?: boolean; alpha?: boolean } = {}) =>
  sharp({ create: { width: 321, height: 123, channels: options.alpha ? 4 : 3, background: '#3a7' } })
    .toFormat(format, format === 'webp' ? { lossless: options.lossless ?? false } : {})
    .toBuffer();

describe('image headers (issue #27 item 4)', () => {
  it('reads the size of PNG, JPEG, lossy and lossless WebP', async () => {
    expect(imageSize(await make('png'))).toEqual({ kind: 'png', width: 321, height: 123 });
    expect(imageSize(await make('jpeg'))).toEqual({ kind: 'jpeg', width: 321, height: 123 });
    expect(imageSize(await make('webp'))).toEqual({ kind: 'webp', width: 321, height: 123 });
    expect(imageSize(await make('webp', { lossless: true }))).toEqual({
      kind: 'webp',
      width: 321,
      height: 123,
    });
  });

  it('refuses a JPEG and a WebP whose header claims a huge canvas, and a kind the purpose does not take', async () => {
    const jpeg = Buffer.from(await make('jpeg'));
    // Rewrite the start-of-frame's height and width (found by reading the markers as the parser does).
    const size = imageSize(jpeg)!;
    expect(size.width).toBe(321);
    const sof = jpeg.indexOf(Buffer.from([0x00, 0x7b, 0x01, 0x41])); // height 123, width 321
    expect(sof).toBeGreaterThan(0);
    jpeg.writeUInt16BE(60_000, sof);
    jpeg.writeUInt16BE(60_000, sof + 2);
    expect(await inspectFile(jpeg, ['jpeg', 'png', 'webp'])).toMatchObject({
      ok: false,
      reason: 'imageDimensions',
    });

    const webp = Buffer.from(await make('webp'));
    webp.writeUInt16LE(16_000, 26);
    webp.writeUInt16LE(16_000, 28);
    expect(await inspectFile(webp, ['jpeg', 'png', 'webp'])).toMatchObject({
      ok: false,
      reason: 'imageDimensions',
    });

    expect(await inspectFile(await make('png'), ['jpeg', 'webp'])).toMatchObject({
      ok: false,
      reason: 'type',
    });
    expect(await inspectFile(await make('png'), ['pdf'])).toMatchObject({ ok: false, reason: 'type' });
    expect(await inspectFile(await make('webp'), ['jpeg', 'png', 'webp'])).toEqual({
      ok: true,
      kind: 'webp',
    });
  });
});
