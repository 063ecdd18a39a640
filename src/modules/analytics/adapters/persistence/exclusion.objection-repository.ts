import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { ExclusionRepository, NewExclusion } from '../../application/ports/exclusion.repository.port.js';
import { isExclusionType, type Exclusion } from '../../domain/exclusion.js';
import { ExclusionModel } from './exclusion.model.js';

@injectable()
export class ExclusionObjectionRepository implements ExclusionRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private query() {
    return ExclusionModel.query(this.db.executor());
  }

  async listForSite(siteId: string): Promise<Exclusion[]> {
    return this.listForSites([siteId]);
  }

  async listForSites(siteIds: readonly string[]): Promise<Exclusion[]> {
    if (siteIds.length === 0) return [];
    const rows = await this.query().whereIn('site_id', [...siteIds]).orderBy('created_at', 'asc').orderBy('id', 'asc');
    return rows.flatMap(toExclusion);
  }

  async countForSite(siteId: string): Promise<number> {
    const [row] = (await this.query().where('site_id', siteId).count('* as count')) as unknown as { count: string | number }[];
    return Number(row?.count ?? 0);
  }

  async create(exclusion: NewExclusion): Promise<Exclusion | null> {
    // ON CONFLICT rather than catching the unique violation, which would abort an enclosing transaction.
    const rows = (await this.db
      .executor()(ExclusionModel.tableName)
      .insert({ site_id: exclusion.siteId, type: exclusion.type, value: exclusion.value, label: exclusion.label })
      .onConflict(['site_id', 'type', 'value'])
      .ignore()
      .returning('*')) as ExclusionModel[];
    return rows[0] ? (toExclusion(rows[0])[0] ?? null) : null;
  }

  async delete(siteId: string, id: string): Promise<boolean> {
    return (await this.query().where({ site_id: siteId, id }).delete()) > 0;
  }

  async deleteForSites(siteIds: readonly string[]): Promise<number> {
    if (siteIds.length === 0) return 0;
    return this.query().whereIn('site_id', [...siteIds]).delete();
  }
}

function toExclusion(row: ExclusionModel): Exclusion[] {
  if (!isExclusionType(row.type)) return [];
  return [{ id: row.id, siteId: row.site_id, type: row.type, value: row.value, label: row.label, createdAt: new Date(row.created_at) }];
}
