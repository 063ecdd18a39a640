import { randomUUID } from 'node:crypto';
import type { AnalyticsSite, SiteSettingsPatch } from '../domain/analytics-site.js';
import type { TransactionRunner } from '../../../platform/db/index.js';
import type { SiteRetention } from '../domain/retention.js';
import type { EventPage, SiteDataStore } from '../application/ports/site-data.store.port.js';
import type { NewAnalyticsSite, SiteRepository } from '../application/ports/site.repository.port.js';

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

/** The per-site data tables in memory: each site's event timestamps, and the sites erased whole. */
export class InMemorySiteData implements SiteDataStore {
  readonly events = new Map<string, Date[]>();
  readonly erased: string[] = [];
  retentionList: SiteRetention[] = [];

  async deleteCollected(siteId: string, cutoff: Date | null) {
    const kept = (this.events.get(siteId) ?? []).filter((at) => cutoff !== null && at >= cutoff);
    const events = (this.events.get(siteId)?.length ?? 0) - kept.length;
    this.events.set(siteId, kept);
    return { events };
  }
  async eraseSite(siteId: string) {
    const result = await this.deleteCollected(siteId, null);
    this.events.delete(siteId);
    this.erased.push(siteId);
    return result;
  }
  /** No events by default; a test replaces it with its own pages. */
  readEvents: SiteDataStore['readEvents'] = async (): Promise<EventPage> => ({ events: [], next: null });
  async retentions() {
    return this.retentionList;
  }
  async deleteAllBefore(cutoff: Date) {
    let events = 0;
    for (const siteId of this.events.keys()) events += (await this.deleteCollected(siteId, cutoff)).events;
    return { droppedPartitions: [], events };
  }
  async ensurePartitions() {
    return [];
  }
}

/** Runs the work as is: the fakes have nothing to roll back. */
export const directTransactions: TransactionRunner = { run: (work) => work(), afterCommit: (callback) => callback() };
