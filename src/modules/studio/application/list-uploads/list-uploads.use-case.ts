import { inject, injectable } from 'inversify';
import type { ListUploadsResponse } from '../../contract.js';
import { UPLOAD_LIMITS } from '../../../../shared/studio/index.js';
import { uploadView } from '../../domain/upload.js';
import { STUDIO } from '../../studio.tokens.js';
import type { UploadSettings } from '../ports/upload-settings.js';
import type { UploadStorage } from '../ports/upload-storage.port.js';

/** `GET /api/studio/uploads`: the owner's images, newest first, and how much of the quota they use. */
@injectable()
export class ListUploads {
  constructor(
    @inject(STUDIO.UploadStorage) private readonly storage: UploadStorage,
    @inject(STUDIO.UploadSettings) private readonly settings: UploadSettings,
  ) {}

  async execute(query: { ownerId: string }): Promise<Omit<ListUploadsResponse, 'success'>> {
    const records = await this.storage.listForOwner(query.ownerId);
    return {
      uploads: records.map((record) => uploadView(record, this.settings.publicUrl)),
      usedBytes: records.reduce((sum, record) => sum + record.bytes, 0),
      quotaBytes: UPLOAD_LIMITS.quotaBytesPerUser,
    };
  }
}
