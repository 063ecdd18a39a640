import { inject, injectable } from 'inversify';
import { TOKEN_PATTERN, uploadErrors } from '../../domain/upload.js';
import { STUDIO } from '../../studio.tokens.js';
import type { UploadStorage } from '../ports/upload-storage.port.js';

/**
 * An image by the token of its address, for anyone who has the address: templates embed it, and the
 * sandboxed preview that shows them carries no credentials (studio README, "Uploads").
 */
@injectable()
export class ServeUpload {
  constructor(@inject(STUDIO.UploadStorage) private readonly storage: UploadStorage) {}

  async execute(token: string): Promise<{ contentType: string; data: Buffer }> {
    const found = TOKEN_PATTERN.test(token) ? await this.storage.getByToken(token) : null;
    if (!found) throw uploadErrors.notFound();
    return { contentType: found.record.contentType, data: found.data };
  }
}
