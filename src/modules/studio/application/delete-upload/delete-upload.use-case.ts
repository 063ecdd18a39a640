import { inject, injectable } from 'inversify';
import { uploadErrors } from '../../domain/upload.js';
import { STUDIO } from '../../studio.tokens.js';
import type { UploadStorage } from '../ports/upload-storage.port.js';
import { isUuid } from '../../../../shared/index.js';


/**
 * `DELETE /api/studio/uploads/:id`: the owner's image is gone, and its address answers 404 from then on
 * (copies already in a browser's or a proxy's cache live out their Cache-Control). Another user's id, or
 * one that is not an id at all, answers STUDIO_UPLOAD_NOT_FOUND.
 */
@injectable()
export class DeleteUpload {
  constructor(@inject(STUDIO.UploadStorage) private readonly storage: UploadStorage) {}

  async execute(command: { id: string; ownerId: string }): Promise<void> {
    if (!isUuid(command.id) || !(await this.storage.delete(command.id, command.ownerId))) throw uploadErrors.notFound();
  }
}
