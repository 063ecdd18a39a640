import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { HttpHistoryRepository } from '../../application/ports/api-hub.repositories.port.js';
import type { DevtoolsErrorCode, HttpMethod } from '../../contract.js';
import type { HttpHistoryRecord, HttpHistoryWrite } from '../../domain/api-hub/http-history.js';

const TABLE = 'devtools_api_history';

interface Row {
  id: string | number;
  owner_id: string;
  method: HttpMethod;
  url: string;
  status: number | null;
  total_ms: number | null;
  error_code: DevtoolsErrorCode | null;
  created_at: Date | string;
}

@injectable()
export class HttpHistoryKnexRepository implements HttpHistoryRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async append(entry: HttpHistoryWrite, keep: number): Promise<HttpHistoryRecord> {
    const [row] = (await this.table()
      .insert({ owner_id: entry.ownerId, method: entry.method, url: entry.url, status: entry.status, total_ms: entry.totalMs, error_code: entry.errorCode })
      .returning('*')) as Row[];
    // The id is a sequence, so "past the newest `keep`" is every id at or below the keep+1-th newest one.
    const boundary = (await this.table().where({ owner_id: entry.ownerId }).orderBy('id', 'desc').offset(keep).first('id')) as { id: string | number } | undefined;
    if (boundary) await this.table().where({ owner_id: entry.ownerId }).andWhere('id', '<=', boundary.id).delete();
    return toRecord(row as Row);
  }

  async listForOwner(ownerId: string, limit: number): Promise<HttpHistoryRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId }).orderBy('id', 'desc').limit(limit)) as Row[];
    return rows.map(toRecord);
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}

function toRecord(row: Row): HttpHistoryRecord {
  return {
    id: String(row.id),
    ownerId: row.owner_id,
    method: row.method,
    url: row.url,
    status: row.status === null ? null : Number(row.status),
    totalMs: row.total_ms === null ? null : Number(row.total_ms),
    errorCode: row.error_code,
    at: new Date(row.created_at),
  };
}
