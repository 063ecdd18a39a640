import { inject, injectable } from 'inversify';
import type { UploadSettings } from '../../application/ports/upload-settings.js';
import type { UploadStorage } from '../../application/ports/upload-storage.port.js';
import { uploadView } from '../../domain/upload.js';
import { STUDIO } from '../../studio.tokens.js';
import type { StudioPersonalDataPart } from './studio-personal-data-part.js';

/**
 * The account's uploaded images: exported as the list answers them (name, size, format, address), not their
 * bytes, which the addresses serve; erased with the account, after which the addresses answer 404
 * (studio README, "Uploads").
 */
@injectable()
export class UploadsPersonalDataPart implements StudioPersonalDataPart {
  readonly key = 'uploads';

  constructor(
    @inject(STUDIO.UploadStorage) private readonly storage: UploadStorage,
    @inject(STUDIO.UploadSettings) private readonly settings: UploadSettings,
  ) {}

  async exportFor(userId: string): Promise<unknown> {
    return (await this.storage.listForOwner(userId)).map((record) => uploadView(record, this.settings.publicUrl));
  }

  async eraseFor(userId: string): Promise<void> {
    await this.storage.deleteForOwner(userId);
  }
}
