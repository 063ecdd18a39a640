import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { UploadStorage, UploadWrite } from '../../application/ports/upload-storage.port.js';
import type { StudioImageFormat } from '../../contract.js';
import type { UploadRecord } from '../../domain/upload.js';

const TABLE = 'studio_uploads';
/** Every column but `data`: lists and deletions never read the bytes. */
const RECORD_COLUMNS = ['id', 'owner_id', 'token', 'content_type', 'format', 'bytes', 'width', 'height', 'original_name', 'created_at'] as const;

interface Row {
  id: string;
  owner_id: string;
  token: string;
  content_type: string;
  format: StudioImageFormat;
  bytes: number | string;
  width: number;
  height: number;
  original_name: string;
  created_at: Date | string;
  data?: Buffer | Uint8Array;
}

/**
 * The default UploadStorage: the images in the application's PostgreSQL (bytea), so every api pod serves
 * every image without a shared volume (studio README, "Uploads"). Images are at most 5 MB and 100 MB per
 * user; a deployment that outgrows its database would bind another UploadStorage.
 */
@injectable()
export class UploadPostgresStorage implements UploadStorage {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async putWithinQuota(write: UploadWrite, quotaBytes: number): Promise<UploadRecord | null> {
    return this.db.transaction(async () => {
      // One owner's uploads are stored one at a time (a lock held until the transaction ends), so the sum
      // read below cannot be stale when the row is written.
      await this.db.executor().raw('select pg_advisory_xact_lock(hashtext(?))', [`${TABLE}:${write.ownerId}`]);
      if ((await this.usageForOwner(write.ownerId)) + write.data.length > quotaBytes) return null;
      const [row] = (await this.table()
        .insert({
          owner_id: write.ownerId,
          token: write.token,
          content_type: write.contentType,
          format: write.format,
          bytes: write.data.length,
          width: write.width,
          height: write.height,
          original_name: write.originalName,
          data: write.data,
        })
        .returning([...RECORD_COLUMNS])) as Row[];
      return toRecord(row as Row);
    });
  }

  async getByToken(token: string): Promise<{ record: UploadRecord; data: Buffer } | null> {
    const row = (await this.table()
      .select([...RECORD_COLUMNS, 'data'])
      .where({ token })
      .first()) as Row | undefined;
    if (!row?.data) return null;
    return { record: toRecord(row), data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) };
  }

  async listForOwner(ownerId: string): Promise<UploadRecord[]> {
    const rows = (await this.table()
      .select([...RECORD_COLUMNS])
      .where({ owner_id: ownerId })
      .orderBy('created_at', 'desc')
      .orderBy('id')) as Row[];
    return rows.map(toRecord);
  }

  async usageForOwner(ownerId: string): Promise<number> {
    const [row] = (await this.table().where({ owner_id: ownerId }).sum({ total: 'bytes' })) as { total: string | number | null }[];
    return Number(row?.total ?? 0);
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    return (await this.table().where({ id, owner_id: ownerId }).delete()) > 0;
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}

function toRecord(row: Row): UploadRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    token: row.token,
    contentType: row.content_type,
    format: row.format,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    originalName: row.original_name,
    createdAt: new Date(row.created_at),
  };
}
