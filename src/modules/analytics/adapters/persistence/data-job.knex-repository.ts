import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { DataJobRepository, NewDataJob } from '../../application/ports/data-job.repository.port.js';
import type { DataJob, DataJobKind, DataJobStatus } from '../../domain/data-job.js';
import type { ExportFormat } from '../../domain/export-format.js';
import type { PurgeScope } from '../../domain/site.js';

const TABLE = 'analytics_jobs';

interface JobRow {
  id: string;
  site_id: string;
  user_id: string;
  kind: DataJobKind;
  status: DataJobStatus;
  format: ExportFormat | null;
  scope: PurgeScope | null;
  cutoff: Date | string | null;
  record_count: string | number | null;
  stored_bytes: string | number | null;
  error: string | null;
  created_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  expires_at: Date | string | null;
}

@injectable()
export class DataJobKnexRepository implements DataJobRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()<JobRow>(TABLE);
  }

  async create(job: NewDataJob): Promise<DataJob> {
    const [row] = await this.table()
      .insert({ site_id: job.siteId, user_id: job.userId, kind: job.kind, format: job.format ?? null, scope: job.scope ?? null, cutoff: job.cutoff ?? null })
      .returning('*');
    return toJob(row as JobRow);
  }

  async find(id: string): Promise<DataJob | null> {
    const row = await this.table().where({ id }).first();
    return row ? toJob(row) : null;
  }

  async markRunning(id: string, at: Date): Promise<DataJob | null> {
    const [row] = await this.table().where({ id }).update({ status: 'running', started_at: at, error: null }).returning('*');
    return row ? toJob(row as JobRow) : null;
  }

  async markDone(id: string, result: { recordCount: number; storedBytes?: number; expiresAt?: Date }, at: Date): Promise<void> {
    await this.table()
      .where({ id })
      .update({ status: 'done', record_count: result.recordCount, stored_bytes: result.storedBytes ?? null, expires_at: result.expiresAt ?? null, finished_at: at, error: null });
  }

  async markFailed(id: string, error: string, at: Date): Promise<void> {
    await this.table().where({ id }).update({ status: 'failed', error, finished_at: at });
  }

  deleteExports(siteId: string): Promise<number> {
    return this.table().where({ site_id: siteId, kind: 'export' }).delete();
  }

  deleteExpiredExports(now: Date): Promise<number> {
    return this.table().where({ kind: 'export' }).where('expires_at', '<=', now).delete();
  }
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const count = (value: string | number | null): number | null => (value === null ? null : Number(value));

function toJob(row: JobRow): DataJob {
  return {
    id: row.id,
    siteId: row.site_id,
    userId: row.user_id,
    kind: row.kind,
    status: row.status,
    format: row.format,
    scope: row.scope,
    cutoff: date(row.cutoff),
    recordCount: count(row.record_count),
    storedBytes: count(row.stored_bytes),
    error: row.error,
    createdAt: new Date(row.created_at),
    startedAt: date(row.started_at),
    finishedAt: date(row.finished_at),
    expiresAt: date(row.expires_at),
  };
}
