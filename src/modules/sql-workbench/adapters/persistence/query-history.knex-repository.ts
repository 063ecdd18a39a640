import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { QueryHistoryRecord, QueryHistoryRepository, QueryHistoryWrite } from '../../application/ports/query-history.repository.port.js';
import type { QueryMode } from '../../application/ports/database-driver.port.js';

const TABLE = 'sql_workbench_query_history';

interface Row {
  id: string | number;
  owner_id: string;
  connection_id: string;
  sql: string;
  mode: QueryMode;
  dry_run: boolean;
  status: 'ok' | 'error';
  error_code: string | null;
  row_count: string | number | null;
  duration_ms: string | number | null;
  created_at: Date | string;
}

@injectable()
export class QueryHistoryKnexRepository implements QueryHistoryRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async append(entry: QueryHistoryWrite, keep: number): Promise<QueryHistoryRecord> {
    const [row] = (await this.table()
      .insert({
        owner_id: entry.ownerId,
        connection_id: entry.connectionId,
        sql: entry.sql,
        mode: entry.mode,
        dry_run: entry.dryRun,
        status: entry.status,
        error_code: entry.errorCode,
        row_count: entry.rowCount,
        duration_ms: entry.durationMs,
      })
      .returning('*')) as Row[];
    // The id is a sequence, so "past the newest `keep`" is every id at or below the keep+1-th newest one.
    const scope = { owner_id: entry.ownerId, connection_id: entry.connectionId };
    const boundary = (await this.table().where(scope).orderBy('id', 'desc').offset(keep).first('id')) as { id: string | number } | undefined;
    if (boundary) await this.table().where(scope).andWhere('id', '<=', boundary.id).delete();
    return toRecord(row as Row);
  }

  async listForConnection(ownerId: string, connectionId: string, limit: number): Promise<QueryHistoryRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId, connection_id: connectionId }).orderBy('id', 'desc').limit(limit)) as Row[];
    return rows.map(toRecord);
  }

  async listForOwner(ownerId: string): Promise<QueryHistoryRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId }).orderBy('id', 'desc')) as Row[];
    return rows.map(toRecord);
  }

  async deleteForConnection(ownerId: string, connectionId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId, connection_id: connectionId }).delete();
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}

const numberOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

function toRecord(row: Row): QueryHistoryRecord {
  return {
    id: String(row.id),
    ownerId: row.owner_id,
    connectionId: row.connection_id,
    sql: row.sql,
    mode: row.mode,
    dryRun: row.dry_run,
    status: row.status,
    errorCode: row.error_code,
    rowCount: numberOrNull(row.row_count),
    durationMs: numberOrNull(row.duration_ms),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}
