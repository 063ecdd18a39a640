import { randomUUID } from 'node:crypto';
import type { AddJobOptions, JobInfo, JobQueue } from '../../../platform/queue/index.js';
import type { AuditResult } from '../domain/audit-result.js';
import type { AuditType } from '../domain/audit-type.js';
import type { AuditError, AuditRun, AuditRunSummary, AuditStage } from '../domain/audit-run.js';
import type { AuditRunRepository, HistoryQuery, NewAuditRun } from '../application/ports/audit-run.repository.port.js';

/** The audit-run table in memory, with the repository's ordering and ownership rules. */
export class InMemoryAuditRuns implements AuditRunRepository {
  readonly rows: AuditRun[] = [];
  readonly progressWrites: { id: string; progress: number; stage: AuditStage }[] = [];
  private tick = 0;

  async create(run: NewAuditRun): Promise<AuditRun> {
    const row: AuditRun = { ...run, id: randomUUID(), status: 'queued', progress: 0, stage: 'queued', result: null, error: null, createdAt: new Date(Date.UTC(2026, 10, 23) + this.tick++ * 1000), startedAt: null, finishedAt: null };
    this.rows.push(row);
    return { ...row };
  }
  async find(id: string) {
    const row = this.rows.find((r) => r.id === id);
    return row ? { ...row } : null;
  }
  async countUnfinished(userId: string) {
    return this.rows.filter((r) => r.userId === userId && (r.status === 'queued' || r.status === 'running')).length;
  }
  async markRunning(id: string, at: Date) {
    Object.assign(this.row(id), { status: 'running', startedAt: at });
  }
  async updateProgress(id: string, progress: number, stage: AuditStage) {
    this.progressWrites.push({ id, progress, stage });
    const row = this.row(id);
    if (row.status === 'running') Object.assign(row, { progress, stage });
  }
  async complete(id: string, result: AuditResult, at: Date) {
    Object.assign(this.row(id), { status: 'done', progress: 100, stage: 'done', result, finishedAt: at });
  }
  async fail(id: string, error: AuditError, at: Date) {
    Object.assign(this.row(id), { status: 'failed', error, finishedAt: at });
  }
  async findPreviousDone(userId: string, type: AuditType, url: string, before: Date) {
    const rows = this.rows.filter((r) => r.userId === userId && r.type === type && r.url === url && r.status === 'done' && r.createdAt < before);
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
  }
  async history(query: HistoryQuery): Promise<{ items: AuditRunSummary[]; total: number }> {
    const rows = this.rows
      .filter((r) => r.userId === query.userId && (!query.type || r.type === query.type) && (!query.url || r.url === query.url))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { items: rows.slice(query.offset, query.offset + query.limit).map((r) => ({ id: r.id, type: r.type, url: r.url, crawl: r.crawl, status: r.status, score: r.result?.overall.score ?? null, createdAt: r.createdAt, finishedAt: r.finishedAt })), total: rows.length };
  }
  async listForUser(userId: string) {
    return this.rows.filter((r) => r.userId === userId);
  }
  async deleteForUser(userId: string) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.userId !== userId));
    return before - this.rows.length;
  }
  private row(id: string): AuditRun {
    const row = this.rows.find((r) => r.id === id);
    if (!row) throw new Error(`no run ${id}`);
    return row;
  }
}

/** Records what was queued; nothing runs. */
export class RecordingQueue implements Partial<JobQueue> {
  readonly added: { queue: string; name: string; data: unknown; options?: AddJobOptions }[] = [];
  async add<TData>(queue: string, name: string, data: TData, options?: AddJobOptions): Promise<JobInfo<TData>> {
    this.added.push({ queue, name, data, options });
    return { id: options?.jobId ?? String(this.added.length), queue, name, data, state: 'waiting', progress: 0, attemptsMade: 0 };
  }
}
