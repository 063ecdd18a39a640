import { inject, injectable } from 'inversify';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { systemSiteDefinition } from '../../domain/self-site.js';
import { SNIPPET_PATH } from '../../domain/tracking-endpoint.js';
import type { AnalyticsDataSettings } from '../data-settings.js';
import type { SystemSiteStore } from '../ports/system-site.store.port.js';

/** How long a process trusts the site it ensured before checking again (an admin may have deleted it). */
const RECHECK_MS = 10 * 60 * 1000;

/**
 * Dogfooding (analytics README, "Data management"): what StackLens's own pages need to load the snippet after analytics consent.
 * The built-in site is ensured on first use rather than by a migration: its URL is PUBLIC_URL, which is
 * configuration, and the ensure is idempotent across pods (a unique index guards it). With
 * SELF_ANALYTICS=false, or when ensuring fails, `siteId` is null and the frontend loads nothing.
 */
@injectable()
export class GetSelfAnalytics {
  private ensured: { at: number; siteId: Promise<string | null> } | null = null;

  constructor(
    @inject(ANALYTICS.DataSettings) private readonly settings: AnalyticsDataSettings,
    @inject(ANALYTICS.SystemSiteStore) private readonly store: SystemSiteStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ siteId: string | null; scriptUrl: string }> {
    const { enabled, trackerPublicUrl, publicUrl } = this.settings.selfAnalytics;
    return { siteId: enabled ? await this.siteId() : null, scriptUrl: selfScriptUrl(publicUrl, trackerPublicUrl) };
  }

  private siteId(): Promise<string | null> {
    const now = this.clock.now().getTime();
    if (this.ensured && now - this.ensured.at < RECHECK_MS) return this.ensured.siteId;
    const siteId = this.ensure();
    this.ensured = { at: now, siteId };
    return siteId;
  }

  private async ensure(): Promise<string | null> {
    const { siteId, publicUrl } = this.settings.selfAnalytics;
    try {
      const site = await this.store.ensure({ id: siteId, ...systemSiteDefinition(publicUrl) });
      if (!site) this.logger.error({ siteId }, 'SELF_ANALYTICS_SITE_ID names a site of another owner; self analytics is off');
      return site?.id ?? null;
    } catch (error) {
      // Not remembered: the next request tries again.
      this.ensured = null;
      this.logger.warn({ err: error }, 'could not ensure the built-in StackLens analytics site');
      return null;
    }
  }
}

/**
 * Where the app's own pages load the snippet from. When the tracker shares PUBLIC_URL's origin (make start
 * serves every role in one process; the Helm ingress routes /s.js and /t to the tracker) the path alone is
 * answered: the page then loads it from whatever address the visitor used (127.0.0.1 or localhost alike),
 * which the CSP's 'self' covers, and the snippet posts back to that same origin.
 */
export function selfScriptUrl(publicUrl: string, trackerPublicUrl: string): string {
  if (new URL(trackerPublicUrl).origin === new URL(publicUrl).origin) return SNIPPET_PATH;
  return `${trackerPublicUrl.replace(/\/+$/, '')}${SNIPPET_PATH}`;
}
