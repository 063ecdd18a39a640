import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { DEVICE_CLASSES, type DeviceClass, type DevicesReport } from '../../domain/dashboard-report.js';
import { deviceClassOfScreen } from '../../domain/report-figures.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { openReport, type ReportCommand } from './report-scope.js';

export const MAX_DEVICE_ROWS = 20;
const LIMITS = { screen: MAX_DEVICE_ROWS, browser: MAX_DEVICE_ROWS, os: MAX_DEVICE_ROWS };

/**
 * Sessions by device class (every class, zeros included), browser and OS. Sessions the screen dimension
 * does not cover (no page view, hence no screen class) are the `unknown` class: the session total comes
 * from the traffic rollup, so they are counted whether or not the writer files them under a value.
 */
@injectable()
export class GetDevicesReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<DevicesReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const [dims, totals] = scope.realtime
      ? await Promise.all([this.queries.recentSessionDimensions(scope.siteId, scope.span, LIMITS), this.queries.recentSessionTotals(scope.siteId, scope.span)])
      : await Promise.all([this.queries.dimensions(scope.siteId, scope.days, LIMITS), this.queries.trafficTotals(scope.siteId, scope.span)]);
    const classes = new Map<DeviceClass, number>(DEVICE_CLASSES.map((c) => [c, 0]));
    for (const d of dims.screen) {
      const c = deviceClassOfScreen(d.value);
      classes.set(c, (classes.get(c) ?? 0) + d.sessions);
    }
    const counted = [...classes.values()].reduce((a, b) => a + b, 0);
    classes.set('unknown', (classes.get('unknown') ?? 0) + Math.max(0, totals.sessions - counted));
    return {
      window: scope.resolved.window,
      devices: DEVICE_CLASSES.map((name) => ({ name, sessions: classes.get(name) ?? 0 })),
      browsers: dims.browser.map((d) => ({ name: d.value, sessions: d.sessions })),
      os: dims.os.map((d) => ({ name: d.value, sessions: d.sessions })),
    };
  }
}
