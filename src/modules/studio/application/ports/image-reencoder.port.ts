import type { StudioImageFormat } from '../../contract.js';

export interface ReencodedImage {
  data: Buffer;
  format: StudioImageFormat;
  width: number;
  /** Of one frame, for an animated image. */
  height: number;
}

/**
 * Decodes an image whose magic number said `format` and encodes it again in the same format, turned upright
 * by its orientation tag and without any metadata (studio README, "Uploads"). Refuses with the
 * STUDIO_UPLOAD_TOO_MANY_PIXELS code before decoding when its header declares more than `maxPixels`, with
 * STUDIO_UPLOAD_CORRUPT when it is truncated or does not decode, STUDIO_UPLOAD_NOT_AN_IMAGE when the
 * decoder does not know it.
 */
export interface ImageReencoder {
  reencode(input: Buffer, format: StudioImageFormat, limits: { maxPixels: number }): Promise<ReencodedImage>;
}
