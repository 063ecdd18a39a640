import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { AuditRunRepository, HistoryQuery, NewAuditRun } from '../../application/ports/audit-run.repository.port.js';
import type { AuditResult } from '../../domain/audit-result.js';
import type { AuditType } from '../../domain/audit-type.js';
import type { AuditError, AuditRun, AuditRunSummary, AuditStage, AuditStatus } from '../../domain/audit-run.js';
import { AuditRunModel } from './audit-run.model.js';

/** History lists leave the result body in the database: it can weigh hundreds of kilobytes. */
const SUMMARY_COLUMNS = ['id', 'type', 'url', 'crawl', 'status', 'score', 'created_at', 'finished_at'];

@injectable()
export class AuditRunObjectionRepository implements AuditRunRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private query() {
    return AuditRunModel.query(this.db.executor());
  }

  async create(run: NewAuditRun): Promise<AuditRun> {
    const row = await this.query().insert({ user_id: run.userId, type: run.type, url: run.url, crawl: run.crawl }).returning('*');
    return toRun(row);
  }

  async find(id: string): Promise<AuditRun | null> {
    const row = await this.query().findById(id);
    return row ? toRun(row) : null;
  }

  async countUnfinished(userId: string): Promise<number> {
    return this.query().where('user_id', userId).whereIn('status', ['queued', 'running']).resultSize();
  }

  async markRunning(id: string, at: Date): Promise<void> {
    await this.query().findById(id).patch({ status: 'running', started_at: at, progress: 0 });
  }

  async updateProgress(id: string, progress: number, stage: AuditStage): Promise<void> {
    // A late progress write must not reopen a run that has ended.
    await this.query().findById(id).where('status', 'running').patch({ progress, stage });
  }

  async complete(id: string, result: AuditResult, at: Date): Promise<void> {
    await this.query()
      .findById(id)
      .patch({ status: 'done', progress: 100, stage: 'done', result: JSON.stringify(result), score: result.overall.score, finished_at: at, error: null });
  }

  async fail(id: string, error: AuditError, at: Date): Promise<void> {
    await this.query().findById(id).patch({ status: 'failed', error: JSON.stringify(error), finished_at: at });
  }

  async findPreviousDone(userId: string, type: AuditType, url: string, before: Date): Promise<AuditRun | null> {
    const row = await this.query()
      .where({ user_id: userId, type, url, status: 'done' })
      .where('created_at', '<', before)
      .orderBy('created_at', 'desc')
      .first();
    return row ? toRun(row) : null;
  }

  async history(query: HistoryQuery): Promise<{ items: AuditRunSummary[]; total: number }> {
    const base = this.query().where('user_id', query.userId);
    if (query.type) base.where('type', query.type);
    if (query.url) base.where('url', query.url);
    const [rows, total] = await Promise.all([
      base.clone().select(SUMMARY_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset),
      base.clone().resultSize(),
    ]);
    return { items: rows.map(toSummary), total };
  }

  async listForUser(userId: string): Promise<AuditRun[]> {
    const rows = await this.query().where('user_id', userId).orderBy('created_at', 'asc');
    return rows.map(toRun);
  }

  async deleteForUser(userId: string): Promise<number> {
    return this.query().where('user_id', userId).delete();
  }
}

/** node-postgres parses jsonb; a driver that hands back text is read the same way. */
function json<T>(value: unknown): T | null {
  if (value == null) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function toSummary(row: AuditRunModel): AuditRunSummary {
  return {
    id: row.id,
    type: row.type as AuditType,
    url: row.url,
    crawl: row.crawl,
    status: row.status as AuditStatus,
    score: row.score,
    createdAt: new Date(row.created_at),
    finishedAt: row.finished_at ? new Date(row.finished_at) : null,
  };
}

function toRun(row: AuditRunModel): AuditRun {
  return {
    ...toSummary(row),
    userId: row.user_id,
    progress: row.progress,
    stage: row.stage as AuditStage,
    result: json<AuditResult>(row.result),
    error: json<AuditError>(row.error),
    startedAt: row.started_at ? new Date(row.started_at) : null,
  };
}
