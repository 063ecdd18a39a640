import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { AccessEventType, RefusedAccess, RefusedAccessEntry } from '../../domain/refused-access.js';
import type { AccessLogPage, AccessLogRepository } from '../../application/ports/access-log.repository.port.js';
import { AccessLogModel } from './access-log.model.js';

@injectable()
export class AccessLogObjectionRepository implements AccessLogRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async add(entry: RefusedAccess): Promise<RefusedAccessEntry> {
    // insertAndFetch would issue a second SELECT; PostgreSQL hands the row back with RETURNING.
    const row = await AccessLogModel.query(this.db.executor())
      .insert({
        path: entry.path,
        type: entry.type,
        user_id: entry.userId,
        ip_hash: entry.ipHash,
        occurred_at: entry.occurredAt,
      })
      .returning('*');
    return toEntry(row);
  }

  async list(page: { limit: number; offset: number }): Promise<AccessLogPage> {
    const query = AccessLogModel.query(this.db.executor());
    const [rows, total] = await Promise.all([
      query.clone().orderBy('received_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset),
      query.clone().resultSize(),
    ]);
    return { entries: rows.map(toEntry), total };
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    return AccessLogModel.query(this.db.executor()).where('received_at', '<', cutoff).delete();
  }

  async listForUser(userId: string): Promise<RefusedAccessEntry[]> {
    const rows = await AccessLogModel.query(this.db.executor()).where('user_id', userId).orderBy('received_at', 'asc').orderBy('id', 'asc');
    return rows.map(toEntry);
  }

  async anonymiseUser(userId: string): Promise<number> {
    return AccessLogModel.query(this.db.executor()).where('user_id', userId).patch({ user_id: null });
  }
}

function toEntry(row: AccessLogModel): RefusedAccessEntry {
  return {
    id: String(row.id),
    path: row.path,
    type: row.type as AccessEventType,
    userId: row.user_id,
    ipHash: row.ip_hash,
    occurredAt: new Date(row.occurred_at),
    receivedAt: new Date(row.received_at),
  };
}
