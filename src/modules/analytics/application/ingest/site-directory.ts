import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { AnalyticsSite } from '../../domain/analytics-site.js';
import { ExclusionMatcher } from '../../domain/exclusion.js';
import { isUuid } from '../../../../shared/index.js';
import type { ExclusionRepository } from '../ports/exclusion.repository.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { TrackerSettings } from '../tracker-settings.js';

export interface TrackedSite {
  /** Null: no such site (the id in the snippet is wrong, or the site was deleted). */
  site: AnalyticsSite | null;
  exclusions: ExclusionMatcher;
}

/** Enough for every active site of a large installation; beyond it the oldest entries are read again. */
const MAX_ENTRIES = 20_000;

/**
 * The tracker's per-process cache of sites and their exclusions, so ingesting does not query PostgreSQL
 * per request: each site is read at most once per `siteCacheMs` (a few seconds, which is how long a settings
 * change or a new exclusion takes to apply), concurrent lookups of one site share one read, and unknown
 * ids are cached too so a page with a wrong id cannot hammer the database. Ids that are not uuids are
 * answered without a query.
 */
@injectable()
export class SiteDirectory {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<TrackedSite> }>();

  private readonly ttlMs: number;
  private readonly deviceKey: string;

  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ExclusionRepository) private readonly exclusions: ExclusionRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(ANALYTICS.TrackerSettings) settings: Pick<TrackerSettings, 'siteCacheMs' | 'deviceKey'>,
  ) {
    this.ttlMs = settings.siteCacheMs;
    this.deviceKey = settings.deviceKey;
  }

  lookup(siteId: string): Promise<TrackedSite> {
    if (!isUuid(siteId)) return Promise.resolve({ site: null, exclusions: ExclusionMatcher.NONE });
    const id = siteId.toLowerCase();
    const now = this.clock.now().getTime();
    const cached = this.entries.get(id);
    if (cached && cached.expiresAt > now) return cached.value;
    const value = this.read(id);
    if (cached) this.entries.delete(id);
    else if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { expiresAt: now + this.ttlMs, value });
    // A failed read is not cached: the next request tries again.
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }

  private async read(id: string): Promise<TrackedSite> {
    const site = await this.sites.find(id);
    if (!site) return { site: null, exclusions: ExclusionMatcher.NONE };
    const exclusions = await this.exclusions.listForSite(site.id);
    return { site, exclusions: exclusions.length ? new ExclusionMatcher(exclusions, this.deviceKey) : ExclusionMatcher.NONE };
  }
}
