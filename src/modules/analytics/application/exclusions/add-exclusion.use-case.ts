import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { deviceFingerprint, MAX_EXCLUSIONS_PER_SITE, parseExclusionLabel, parseExclusionType, parseExclusionValue, type Exclusion } from '../../domain/exclusion.js';
import { findOwnedSite, type SiteCaller } from '../owned-site.js';
import type { ExclusionRepository } from '../ports/exclusion.repository.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { UserAgentReader } from '../ports/user-agent-reader.port.js';
import type { TrackerSettings } from '../tracker-settings.js';
import type { RequestDevice } from './list-exclusions.use-case.js';

/**
 * Adds an exclusion. `device` takes no value: it is the caller's own browser, the keyed hash of the IP and
 * user agent of this request (domain/exclusion.ts), labelled like "Chrome on Linux".
 */
@injectable()
export class AddExclusion {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ExclusionRepository) private readonly exclusions: ExclusionRepository,
    @inject(ANALYTICS.TrackerSettings) private readonly settings: TrackerSettings,
    @inject(ANALYTICS.UserAgentReader) private readonly userAgents: UserAgentReader,
  ) {}

  async execute(command: { siteId: string; caller: SiteCaller; type: unknown; value: unknown; label?: unknown; device: RequestDevice }): Promise<Exclusion> {
    const site = await findOwnedSite(this.sites, command.siteId, command.caller);
    const type = parseExclusionType(command.type);
    let value: string;
    let label = parseExclusionLabel(command.label);
    if (type === 'device') {
      value = deviceFingerprint(this.settings.deviceKey, command.device.ip, command.device.userAgent);
      label ??= describeDevice(this.userAgents, command.device.userAgent);
    } else {
      value = parseExclusionValue(type, command.value);
    }
    if ((await this.exclusions.countForSite(site.id)) >= MAX_EXCLUSIONS_PER_SITE) {
      throw new DomainError('validation', 'ANALYTICS_EXCLUSION_LIMIT', `A site can have at most ${MAX_EXCLUSIONS_PER_SITE} exclusions`);
    }
    const created = await this.exclusions.create({ siteId: site.id, type, value, label });
    if (!created) throw new DomainError('conflict', 'ANALYTICS_EXCLUSION_EXISTS', 'This exclusion already exists', { field: type === 'device' ? 'type' : 'value' });
    return created;
  }
}

/** "Chrome on Linux"; browser and OS names are proper nouns, shown as they are in every language. */
function describeDevice(userAgents: UserAgentReader, userAgent: string): string {
  const { browser, os } = userAgents.read(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown browser';
}
