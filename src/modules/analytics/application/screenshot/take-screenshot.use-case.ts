import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import { parseScreenshotDevice, screenshotUrl, SCREENSHOT_WIDTHS, type ScreenshotDevice } from '../../domain/screenshot-target.js';
import { findOwnedSite, type SiteCaller } from '../owned-site.js';
import type { PageScreenshot, PageScreenshotter } from '../ports/page-screenshotter.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

/** The heatmap background (analytics README, "Data management", "Screenshots"): one page of the caller's site at a screen class's width. */
@injectable()
export class TakeScreenshot {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.PageScreenshotter) private readonly screenshotter: PageScreenshotter,
  ) {}

  async execute(query: { siteId: string; caller: SiteCaller; path: unknown; device: unknown }): Promise<PageScreenshot & { device: ScreenshotDevice; width: number }> {
    const site = await findOwnedSite(this.sites, query.siteId, query.caller);
    const device = parseScreenshotDevice(query.device);
    const url = screenshotUrl(site.url, query.path);
    const width = SCREENSHOT_WIDTHS[device];
    const shot = await this.screenshotter.capture({ cacheKey: `${site.id} ${device} ${url}`, url, width });
    return { ...shot, device, width };
  }
}
