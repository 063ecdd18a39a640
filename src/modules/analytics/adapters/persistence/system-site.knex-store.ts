import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { SiteRepository } from '../../application/ports/site.repository.port.js';
import type { SystemSiteSpec, SystemSiteStore } from '../../application/ports/system-site.store.port.js';
import type { AnalyticsSite } from '../../domain/analytics-site.js';

/**
 * Insert-if-missing with ON CONFLICT DO NOTHING: a fixed id conflicts on the primary key, a generated one
 * on the partial unique index over the system owner (migration 20261123000600), so concurrent api pods
 * end with one site. A changed PUBLIC_URL moves the site's URL along.
 */
@injectable()
export class SystemSiteKnexStore implements SystemSiteStore {
  constructor(
    @inject(PLATFORM.Database) private readonly db: Database,
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async ensure(spec: SystemSiteSpec): Promise<AnalyticsSite | null> {
    const knex = this.db.knex;
    const row = { user_id: spec.userId, name: spec.name, url: spec.url, host: spec.host, ...(spec.id ? { id: spec.id } : {}) };
    await knex('analytics_sites').insert(row).onConflict().ignore();
    const found = spec.id
      ? await this.sites.find(spec.id)
      : ((await this.sites.listForUser(spec.userId))[0] ?? null);
    if (!found || found.userId !== spec.userId) return null;
    if (found.url === spec.url && found.host === spec.host) return found;
    return this.sites.update(found.id, { url: spec.url, host: spec.host }, this.clock.now());
  }
}
