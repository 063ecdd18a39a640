import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { ExportFileStore, ExportFileWriter } from '../../application/ports/data-job.repository.port.js';

const TABLE = 'analytics_export_chunks';
/** Stored piece size: big enough that a 100 MB file is 100 rows, small enough to hold one in memory. */
export const EXPORT_CHUNK_BYTES = 1024 * 1024;

/**
 * Export files in PostgreSQL (see migration 20261123000600 for why not DATA_DIR): one gzip stream,
 * cut into numbered pieces as it is produced, read back piece by piece. The pieces of one file
 * concatenate to one ordinary gzip member, so the api can send them as `Content-Encoding: gzip` as is.
 */
@injectable()
export class ExportFilePgStore implements ExportFileStore {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async create(jobId: string): Promise<ExportFileWriter> {
    const knex = this.db.knex;
    await knex(TABLE).where({ job_id: jobId }).delete();
    const gzip = createGzip({ level: 6 });
    const pending: Buffer[] = [];
    let pendingBytes = 0;
    let seq = 0;
    let storedBytes = 0;
    gzip.on('data', (chunk: Buffer) => {
      pending.push(chunk);
      pendingBytes += chunk.length;
    });
    const flush = async (): Promise<void> => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending);
      pending.length = 0;
      pendingBytes = 0;
      await knex(TABLE).insert({ job_id: jobId, seq: seq++, data });
      storedBytes += data.length;
    };
    return {
      write: async (text) => {
        if (text && !gzip.write(text)) await once(gzip, 'drain');
        if (pendingBytes >= EXPORT_CHUNK_BYTES) await flush();
      },
      finish: async () => {
        gzip.end();
        await finished(gzip);
        await flush();
        return { storedBytes };
      },
    };
  }

  async *read(jobId: string): AsyncIterable<Uint8Array> {
    const knex = this.db.knex;
    for (let seq = 0; ; seq++) {
      const row = await knex(TABLE).where({ job_id: jobId, seq }).first<{ data: Uint8Array } | undefined>('data');
      if (!row) return;
      yield Buffer.from(row.data);
    }
  }
}
