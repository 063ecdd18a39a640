import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { NewAnalyticsSite, SiteRepository } from '../../application/ports/site.repository.port.js';
import type { AnalyticsSite, SiteSettingsPatch } from '../../domain/analytics-site.js';
import { AnalyticsSiteModel } from './analytics-site.model.js';

@injectable()
export class AnalyticsSiteObjectionRepository implements SiteRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private query() {
    return AnalyticsSiteModel.query(this.db.executor());
  }

  async create(site: NewAnalyticsSite): Promise<AnalyticsSite> {
    const row = await this.query().insert({ user_id: site.userId, name: site.name, url: site.url, host: site.host }).returning('*');
    return toSite(row);
  }

  async find(id: string): Promise<AnalyticsSite | null> {
    const row = await this.query().findById(id);
    return row ? toSite(row) : null;
  }

  async listForUser(userId: string): Promise<AnalyticsSite[]> {
    const rows = await this.query().where('user_id', userId).orderBy('created_at', 'asc').orderBy('id', 'asc');
    return rows.map(toSite);
  }

  async update(id: string, patch: SiteSettingsPatch, at: Date): Promise<AnalyticsSite | null> {
    const changes: Partial<AnalyticsSiteModel> = { updated_at: at };
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.url !== undefined) changes.url = patch.url;
    if (patch.host !== undefined) changes.host = patch.host;
    if (patch.trackingEnabled !== undefined) changes.tracking_enabled = patch.trackingEnabled;
    if (patch.respectDnt !== undefined) changes.respect_dnt = patch.respectDnt;
    const [row] = await this.query().where('id', id).patch(changes).returning('*');
    return row ? toSite(row as unknown as AnalyticsSiteModel) : null;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.query().deleteById(id)) > 0;
  }

  async deleteForUser(userId: string): Promise<number> {
    return this.query().where('user_id', userId).delete();
  }
}

function toSite(row: AnalyticsSiteModel): AnalyticsSite {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    url: row.url,
    host: row.host,
    trackingEnabled: row.tracking_enabled,
    respectDnt: row.respect_dnt,
    retentionDays: row.retention_days,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
