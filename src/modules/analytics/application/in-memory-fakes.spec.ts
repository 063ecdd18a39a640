import { randomUUID } from 'node:crypto';
import type { AnalyticsSite, SiteSettingsPatch } from '../domain/analytics-site.js';
import type { NewAnalyticsSite, SiteRepository } from './ports/site.repository.port.js';

/** The sites table in memory, with the repository's defaults and ordering. */
export class InMemorySites implements SiteRepository {
  readonly rows: AnalyticsSite[] = [];
  private tick = 0;

  async create(site: NewAnalyticsSite): Promise<AnalyticsSite> {
    const at = new Date(Date.UTC(2026, 10, 23) + this.tick++ * 1000);
    const row: AnalyticsSite = { ...site, id: randomUUID(), trackingEnabled: true, respectDnt: true, retentionDays: 395, createdAt: at, updatedAt: at };
    this.rows.push(row);
    return { ...row };
  }
  async find(id: string) {
    const row = this.rows.find((r) => r.id === id);
    return row ? { ...row } : null;
  }
  async listForUser(userId: string) {
    return this.rows.filter((r) => r.userId === userId).map((r) => ({ ...r }));
  }
  async update(id: string, patch: SiteSettingsPatch, at: Date) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return null;
    Object.assign(row, patch, { updatedAt: at });
    return { ...row };
  }
  async delete(id: string) {
    const index = this.rows.findIndex((r) => r.id === id);
    if (index >= 0) this.rows.splice(index, 1);
    return index >= 0;
  }
  async deleteForUser(userId: string) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.userId !== userId));
    return before - this.rows.length;
  }
}
