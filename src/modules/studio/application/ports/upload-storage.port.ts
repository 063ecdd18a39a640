import type { StudioImageFormat } from '../../contract.js';
import type { UploadRecord } from '../../domain/upload.js';

export interface UploadWrite {
  ownerId: string;
  token: string;
  contentType: string;
  format: StudioImageFormat;
  width: number;
  height: number;
  originalName: string;
  /** The re-encoded image; its length is the record's `bytes`. */
  data: Buffer;
}

/**
 * Where uploaded images are kept (studio README, "Uploads"). Every read and write by id is scoped by owner:
 * another account's image is indistinguishable from none. Only `getByToken` returns the bytes.
 */
export interface UploadStorage {
  /**
   * Stores the image unless the owner's stored bytes plus these would pass `quotaBytes`: null then. The
   * check and the write are one step for an owner, so two uploads at once cannot both slip under the quota.
   */
  putWithinQuota(write: UploadWrite, quotaBytes: number): Promise<UploadRecord | null>;
  /** The image and its record by the token of its public address; null when none. */
  getByToken(token: string): Promise<{ record: UploadRecord; data: Buffer } | null>;
  /** The owner's images, newest first, without their bytes. */
  listForOwner(ownerId: string): Promise<UploadRecord[]>;
  /** Bytes of all the owner's stored images. */
  usageForOwner(ownerId: string): Promise<number>;
  delete(id: string, ownerId: string): Promise<boolean>;
  deleteForOwner(ownerId: string): Promise<number>;
}
