import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { REALTIME_MINUTES, type OverviewReport, type SeriesPoint } from '../../domain/dashboard-report.js';
import { percent, wholeMean } from '../../domain/report-figures.js';
import type { AnalyticsLiveStore } from '../ports/live-store.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries, TrafficTotals } from './report-queries.port.js';
import { openReport, type ReportCommand, type ReportScope } from './report-scope.js';

/**
 * The metrics of docs/product.md §5.9 and the visits chart. Day ranges read the hourly rollup (visitors: Σ of daily distinct
 * visitors); realtime takes visitors and page views from the live store, per minute, and the session
 * metrics from the sessions whose last event is in the last 30 minutes.
 */
@injectable()
export class GetOverviewReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(ANALYTICS.LiveStore) private readonly live: AnalyticsLiveStore,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<OverviewReport> {
    const scope = await openReport(this.sites, this.clock, command);
    return scope.realtime ? this.realtime(scope) : this.days(scope);
  }

  private async days(scope: ReportScope): Promise<OverviewReport> {
    const { siteId, span, days, resolved } = scope;
    const bucket = resolved.window.bucket === 'hour' ? 'hour' : 'day';
    const [totals, visitors, rows] = await Promise.all([
      this.queries.trafficTotals(siteId, span),
      this.queries.visitorsByDay(siteId, days),
      this.queries.trafficSeries(siteId, span, bucket, days),
    ]);
    const byTime = new Map(rows.map((r) => [r.at.getTime(), r]));
    const series = resolved.buckets.map((at): SeriesPoint => {
      const row = byTime.get(at.getTime());
      return { at: at.toISOString(), visitors: row?.visitors ?? 0, pageViews: row?.pageViews ?? 0, sessions: row?.sessions ?? 0 };
    });
    return overview(scope, totals, visitors, totals.pageViews, series);
  }

  private async realtime(scope: ReportScope): Promise<OverviewReport> {
    const { siteId, span, resolved, now } = scope;
    const [snapshot, totals, starts] = await Promise.all([
      this.live.liveSnapshot(siteId, now, REALTIME_MINUTES),
      this.queries.recentSessionTotals(siteId, span),
      this.queries.sessionStartsPerMinute(siteId, span),
    ]);
    const minutes = new Map(snapshot.minutes.map((m) => [m.minute.getTime(), m]));
    const sessions = new Map(starts.map((s) => [s.at.getTime(), s.sessions]));
    const series = resolved.buckets.map((at): SeriesPoint => {
      const minute = minutes.get(at.getTime());
      return { at: at.toISOString(), visitors: minute?.visitors ?? 0, pageViews: minute?.pageViews ?? 0, sessions: sessions.get(at.getTime()) ?? 0 };
    });
    return { ...overview(scope, totals, snapshot.visitors, snapshot.pageViews, series), topPages: snapshot.topPages };
  }
}

function overview(scope: ReportScope, totals: TrafficTotals, visitors: number, pageViews: number, series: SeriesPoint[]): OverviewReport {
  return {
    window: scope.resolved.window,
    totalVisitors: visitors,
    totalPageViews: pageViews,
    sessions: totals.sessions,
    avgSessionDuration: wholeMean(totals.sessionSeconds, totals.sessions),
    bounceRate: percent(totals.bounces, totals.sessions),
    bounceCount: totals.bounces,
    frustratedSessions: totals.frustratedSessions,
    conversionRate: percent(totals.convertedSessions, totals.sessions),
    series,
  };
}
