import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import { deviceFingerprint, type Exclusion } from '../../domain/exclusion.js';
import { findOwnedSite, type SiteCaller } from '../owned-site.js';
import type { ExclusionRepository } from '../ports/exclusion.repository.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { TrackerSettings } from '../tracker-settings.js';

/** The caller's browser as the dashboard request shows it; only hashed, never stored as such. */
export interface RequestDevice {
  ip: string;
  userAgent: string;
}

@injectable()
export class ListExclusions {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ExclusionRepository) private readonly exclusions: ExclusionRepository,
    @inject(ANALYTICS.TrackerSettings) private readonly settings: TrackerSettings,
  ) {}

  /** `currentDevice`: the device exclusion of the browser asking, if it has one (what "reactivate tracking" removes). */
  async execute(query: { siteId: string; caller: SiteCaller; device: RequestDevice }): Promise<{ exclusions: Exclusion[]; currentDevice: Exclusion | null }> {
    const site = await findOwnedSite(this.sites, query.siteId, query.caller);
    const exclusions = await this.exclusions.listForSite(site.id);
    const device = deviceFingerprint(this.settings.deviceKey, query.device.ip, query.device.userAgent);
    return { exclusions, currentDevice: exclusions.find((e) => e.type === 'device' && e.value === device) ?? null };
  }
}
