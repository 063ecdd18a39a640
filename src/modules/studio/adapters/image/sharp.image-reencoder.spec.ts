import { expect } from 'chai';
import sharp from 'sharp';
import { isDomainError } from '../../../../shared/index.js';
import { SharpImageReencoder } from './sharp.image-reencoder.js';

const LIMITS = { maxPixels: 40_000_000 };

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('SharpImageReencoder', () => {
  const reencoder = new SharpImageReencoder();

  it('turns a JPEG upright by its orientation tag and writes it back without EXIF', async () => {
    const input = await sharp({ create: { width: 40, height: 20, channels: 3, background: 'navy' } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 2/1 3/1' } })
      .toBuffer();
    const out = await reencoder.reencode(input, 'jpeg', LIMITS);
    expect([out.format, out.width, out.height]).to.deep.equal(['jpeg', 20, 40]);
    const meta = await sharp(out.data).metadata();
    expect([meta.format, meta.exif, meta.orientation, meta.width, meta.height]).to.deep.equal(['jpeg', undefined, undefined, 20, 40]);
  });

  it('keeps an animated WebP animated, reporting one frame\'s height', async () => {
    const frame = (background: string) => sharp({ create: { width: 10, height: 6, channels: 3, background } }).png().toBuffer();
    const input = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } }).webp({ delay: [70, 90], loop: 3 }).toBuffer();
    const out = await reencoder.reencode(input, 'webp', LIMITS);
    expect([out.width, out.height]).to.deep.equal([10, 6]);
    const meta = await sharp(out.data, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.delay, meta.loop]).to.deep.equal(['webp', 2, [70, 90], 3]);
  });

  it('counts the pixels of every frame, from the header, against the limit', async () => {
    const input = await sharp({ create: { width: 100, height: 100, channels: 3, background: 'red' } }).png().toBuffer();
    expect(await codeOf(reencoder.reencode(input, 'png', { maxPixels: 9_999 }))).to.equal('STUDIO_UPLOAD_TOO_MANY_PIXELS');
    expect((await reencoder.reencode(input, 'png', { maxPixels: 10_000 })).width).to.equal(100);
  });

  it('refuses bytes whose real format is not the one sniffed, and bytes that are no image', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).png().toBuffer();
    expect(await codeOf(reencoder.reencode(png, 'gif', LIMITS))).to.equal('STUDIO_UPLOAD_NOT_AN_IMAGE');
    expect(await codeOf(reencoder.reencode(Buffer.from('not an image at all'), 'png', LIMITS))).to.equal('STUDIO_UPLOAD_NOT_AN_IMAGE');
  });

  it('calls a truncated PNG or JPEG corrupt rather than storing half an image', async () => {
    const noise = { width: 200, height: 150, channels: 3 as const, background: 'black', noise: { type: 'gaussian' as const, mean: 128, sigma: 50 } };
    const png = await sharp({ create: noise }).png().toBuffer();
    const jpeg = await sharp({ create: noise }).jpeg().toBuffer();
    expect(await codeOf(reencoder.reencode(png.subarray(0, Math.floor(png.length * 0.6)), 'png', LIMITS))).to.equal('STUDIO_UPLOAD_CORRUPT');
    expect(await codeOf(reencoder.reencode(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'jpeg', LIMITS))).to.equal('STUDIO_UPLOAD_CORRUPT');
  });
});
