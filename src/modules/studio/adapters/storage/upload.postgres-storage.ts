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
}

/**
 * The default UploadStorage: the images in the application's PostgreSQL (bytea), so every api pod serves
 * every image without a shared volume (studio README, "Uploads"). Images are at most 5 MB and 100 MB per
 * user; a deployment that outgrows its database would bind another UploadStorage.
 *
 * The bytes travel as base64 text, decoded and encoded by the server: node-postgres sends a Buffer and
 * reads bytea as hex text, which for a 2 MB image took 85-215 ms to read against 30-45 ms as base64, and
 * PGlite took 1.1-2 s to write one and 0.3-0.5 s to read it against 0.1-0.2 s and 15-55 ms (docs/benchmarks.md,
 * "studio"). Writing through base64 costs PostgreSQL 20-30 ms more than a Buffer; reads are the common path.
 */
@injectable()
export class UploadPostgresStorage implements UploadStorage {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async putWithinQuota(write: UploadWrite, quotaBytes: number): Promise<UploadRecord | null> {
    // One owner's uploads are stored one at a time, so the sum read below cannot be stale when the row is written.
    return this.db.ownerSerialized(TABLE, write.ownerId, async () => {
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
          data: this.db.executor().raw("decode(?, 'base64')", [write.data.toString('base64')]),
        })
        .returning([...RECORD_COLUMNS])) as Row[];
      return toRecord(row as Row);
    });
  }

  async getByToken(token: string): Promise<{ record: UploadRecord; data: Buffer } | null> {
    const row = (await this.table()
      .select([...RECORD_COLUMNS, this.db.executor().raw("encode(data, 'base64') as data_base64")])
      .where({ token })
      .first()) as (Row & { data_base64: string }) | undefined;
    if (!row) return null;
    return { record: toRecord(row), data: Buffer.from(row.data_base64, 'base64') };
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
