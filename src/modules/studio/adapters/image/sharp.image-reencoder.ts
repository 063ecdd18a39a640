import { injectable } from 'inversify';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { StudioImageFormat } from '../../contract.js';
import type { ImageReencoder, ReencodedImage } from '../../application/ports/image-reencoder.port.js';
import { uploadErrors } from '../../domain/upload.js';

/** Formats whose files may hold several frames: decoded whole, so an animation keeps its frames, delays and loop. */
const ANIMATED: ReadonlySet<StudioImageFormat> = new Set(['gif', 'webp']);

/**
 * Decodes at most this many images at once in the process: a 40-megapixel image takes about 160 MB
 * decoded, and libvips already spreads one image over the cores.
 */
const MAX_CONCURRENT = 2;

/**
 * The upload re-encoder on sharp (libvips). The pixel limit is checked on the header before anything is
 * decoded, and again by libvips itself (`limitInputPixels`) while decoding; `failOn: 'error'` turns a
 * truncated or damaged file into an error instead of a half-grey image. Output carries no metadata: sharp
 * writes none unless asked, and converts to sRGB and drops the ICC profile by default (studio README, "Uploads").
 */
@injectable()
export class SharpImageReencoder implements ImageReencoder {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  async reencode(input: Buffer, format: StudioImageFormat, limits: { maxPixels: number }): Promise<ReencodedImage> {
    const options: SharpOptions = { failOn: 'error', limitInputPixels: limits.maxPixels, animated: ANIMATED.has(format) };
    const header = await sharp(input, options).metadata().catch((error: unknown) => {
      throw decodeError(error);
    });
    if (!header.width || !header.height) throw uploadErrors.corrupt();
    // With `animated`, height is that of all the frames stacked: every decoded pixel counts.
    if (header.width * header.height > limits.maxPixels) throw uploadErrors.tooManyPixels();
    if (header.format !== sharpFormat(format)) throw uploadErrors.notAnImage();
    const pages = header.pages ?? 1;
    await this.acquire();
    try {
      let pipeline = sharp(input, options);
      // Turning an animation would turn the strip its frames are stacked in; animations keep their orientation.
      if (pages === 1) pipeline = pipeline.rotate();
      const { data, info } = await encoder(pipeline, format, header.delay, header.loop)
        .toBuffer({ resolveWithObject: true })
        .catch((error: unknown) => {
          throw decodeError(error);
        });
      return { data, format, width: info.width, height: info.pageHeight ?? info.height };
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.running < MAX_CONCURRENT) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

/** libvips names AVIF's container `heif`. */
const sharpFormat = (format: StudioImageFormat) => (format === 'avif' ? 'heif' : format);

function encoder(pipeline: Sharp, format: StudioImageFormat, delay: number[] | undefined, loop: number | undefined): Sharp {
  switch (format) {
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 90, mozjpeg: false });
    case 'webp':
      return pipeline.webp({ quality: 90, ...(delay ? { delay } : {}), ...(loop !== undefined ? { loop } : {}) });
    case 'gif':
      return pipeline.gif({ ...(delay ? { delay } : {}), ...(loop !== undefined ? { loop } : {}) });
    case 'avif':
      // effort 2 of 9: AVIF encoding is the slowest of the five by far; the quality setting decides the size.
      return pipeline.avif({ quality: 70, effort: 2 });
  }
}

function decodeError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return uploadErrors.tooManyPixels();
  if (/unsupported image format/i.test(message)) return uploadErrors.notAnImage();
  return uploadErrors.corrupt();
}
