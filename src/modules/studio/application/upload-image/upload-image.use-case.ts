import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { DomainError } from '../../../../shared/index.js';
import type { StudioUpload } from '../../contract.js';
import { UPLOAD_LIMITS } from '../../../../shared/studio/index.js';
import { cleanOriginalName, CONTENT_TYPES, sniffImageFormat, UPLOAD_RATE, uploadErrors, uploadView } from '../../domain/upload.js';
import { STUDIO } from '../../studio.tokens.js';
import type { ImageReencoder } from '../ports/image-reencoder.port.js';
import type { UploadSettings } from '../ports/upload-settings.js';
import type { UploadStorage } from '../ports/upload-storage.port.js';

export interface UploadImageCommand {
  /** The token's user. */
  ownerId: string;
  /** The whole file, at most UPLOAD_LIMITS.maxFileBytes (the HTTP adapter stops reading past it). */
  data: Buffer;
  /** The name in the form; kept for the list, never used to judge the file. */
  fileName?: string;
}

/**
 * `POST /api/upload` (studio README, "Uploads"): the file is judged by its bytes only, re-encoded in its own
 * format without metadata, and stored under an unguessable token within the owner's quota.
 */
@injectable()
export class UploadImage {
  constructor(
    @inject(STUDIO.UploadStorage) private readonly storage: UploadStorage,
    @inject(STUDIO.ImageReencoder) private readonly reencoder: ImageReencoder,
    @inject(STUDIO.UploadSettings) private readonly settings: UploadSettings,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  /**
   * Before the body is read: counts the upload against the owner's rate, and refuses an owner whose quota
   * is already full, so neither pays for a file that cannot be stored.
   */
  async admit(ownerId: string): Promise<void> {
    const decision = await this.limiter.consume(`studio:upload:user:${ownerId}`, UPLOAD_RATE.limit, UPLOAD_RATE.windowMs);
    if (!decision.allowed) throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many uploads, try again later', { retryAfterMs: decision.retryAfterMs });
    const used = await this.storage.usageForOwner(ownerId);
    if (used >= UPLOAD_LIMITS.quotaBytesPerUser) throw uploadErrors.quotaExceeded(used);
  }

  async execute(command: UploadImageCommand): Promise<StudioUpload> {
    if (command.data.length === 0) throw uploadErrors.missingFile();
    if (command.data.length > UPLOAD_LIMITS.maxFileBytes) throw uploadErrors.tooLarge();
    const sniffed = sniffImageFormat(command.data);
    if (sniffed === 'svg') throw uploadErrors.svgRefused();
    if (sniffed === null) throw uploadErrors.notAnImage();
    const image = await this.reencoder.reencode(command.data, sniffed, { maxPixels: UPLOAD_LIMITS.maxPixels });
    const record = await this.storage.putWithinQuota(
      {
        ownerId: command.ownerId,
        token: randomBytes(32).toString('base64url'),
        contentType: CONTENT_TYPES[image.format],
        format: image.format,
        width: image.width,
        height: image.height,
        originalName: cleanOriginalName(command.fileName),
        data: image.data,
      },
      UPLOAD_LIMITS.quotaBytesPerUser,
    );
    if (!record) throw uploadErrors.quotaExceeded(await this.storage.usageForOwner(command.ownerId));
    return uploadView(record, this.settings.publicUrl);
  }
}
