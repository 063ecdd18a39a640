import { randomUUID } from 'node:crypto';
import type { Exclusion } from '../domain/exclusion.js';
import type { ExclusionRepository, NewExclusion } from '../application/ports/exclusion.repository.port.js';

/** The exclusions table in memory (unique per site, type and value), counting the tracker's reads. */
export class InMemoryExclusions implements ExclusionRepository {
  readonly rows: Exclusion[] = [];
  reads = 0;
  async listForSite(siteId: string) {
    this.reads += 1;
    return this.rows.filter((r) => r.siteId === siteId);
  }
  async listForSites(siteIds: readonly string[]) {
    return this.rows.filter((r) => siteIds.includes(r.siteId));
  }
  async countForSite(siteId: string) {
    return this.rows.filter((r) => r.siteId === siteId).length;
  }
  async create(e: NewExclusion) {
    if (this.rows.some((r) => r.siteId === e.siteId && r.type === e.type && r.value === e.value)) return null;
    const row = { ...e, id: randomUUID(), createdAt: new Date() };
    this.rows.push(row);
    return row;
  }
  async delete(siteId: string, id: string) {
    const i = this.rows.findIndex((r) => r.siteId === siteId && r.id === id);
    if (i >= 0) this.rows.splice(i, 1);
    return i >= 0;
  }
  async deleteForSites(siteIds: readonly string[]) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => !siteIds.includes(r.siteId)));
    return before - this.rows.length;
  }
}
