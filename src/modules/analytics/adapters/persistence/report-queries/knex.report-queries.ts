import { inject, injectable } from 'inversify';
import type { Database } from '../../../../../platform/db/index.js';
import { PLATFORM } from '../../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../../shared/index.js';
import type { DaySpan, Dimension, DimensionCount, ReportQueries, TimeSpan } from '../../../application/reports/report-queries.port.js';
import type { ElementGroup } from '../../../domain/element-groups.js';
import type { ScreenClass } from '../../../domain/tracking-event.js';
import {
  daysFingerprint,
  clickCellsIn,
  clickedPathsIn,
  describeElements,
  dimensionsIn,
  elementCountsIn,
  errorsIn,
  linksIn,
  pagesIn,
  type CellRow,
  type ElementCountRow,
} from './day-span.queries.js';
import { recentSessionDimensions } from './recent-dimensions.queries.js';
import { engagementSessions } from './engagement-sessions.queries.js';
import { sumBy } from './ranking.js';
import { clicksPerGroup, describedElements, elementPage, gridCells, gridRows, rankDimensions, topClickedPaths, topErrors, topLinks, topPages } from './report-lists.js';
import { lastSealedDay, RollupMemo, splitAtSeal } from './rollup-memo.js';
import { formEvents, formReport } from './form-events.queries.js';
import { recentSessionTotals, sessionStartsPerMinute, storedEvents, trafficSeries, trafficTotals, visitorsByDay } from './traffic.queries.js';

/**
 * The dashboard's reads over the rollups of migrations 20261123000300/400 (indexes in 20261123000700).
 * Traffic figures come from analytics_hourly (a few thousand rows for 90 days). The per-day tables are
 * summed here, their sealed days from memory (rollup-memo.ts), then ranked and cut; a span's compacted
 * weeks are read from the weekly tables of 20261124000100 instead (rollup-rows.ts).
 */
@injectable()
export class KnexReportQueries implements ReportQueries {
  readonly memo = new RollupMemo();

  constructor(
    @inject(PLATFORM.Database) private readonly db: Database,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  trafficTotals: ReportQueries['trafficTotals'] = (siteId, span) => trafficTotals(this.db.executor(), siteId, span);
  visitorsByDay: ReportQueries['visitorsByDay'] = (siteId, days) => visitorsByDay(this.db.executor(), siteId, days);
  trafficSeries: ReportQueries['trafficSeries'] = (siteId, span, bucket, days) => trafficSeries(this.db.executor(), siteId, span, bucket, days);
  recentSessionTotals: ReportQueries['recentSessionTotals'] = (siteId, span) => recentSessionTotals(this.db.executor(), siteId, span);
  sessionStartsPerMinute: ReportQueries['sessionStartsPerMinute'] = (siteId, span) => sessionStartsPerMinute(this.db.executor(), siteId, span);
  recentSessionDimensions: ReportQueries['recentSessionDimensions'] = (siteId, span, limits) => recentSessionDimensions(this.db.executor(), siteId, span, limits);
  formEvents: ReportQueries['formEvents'] = (siteId, span, cap) => formEvents(this.db.executor(), siteId, span, cap);
  formReport: ReportQueries['formReport'] = (siteId, span, cap, now) => formReport(this.db.executor(), siteId, span, cap, now);
  storedEvents: ReportQueries['storedEvents'] = (siteId, span) => storedEvents(this.db.executor(), siteId, span);
  /** A window of sealed days (a past custom range) has a fixed sample: kept like the rollup sums. */
  async engagementSessions(siteId: string, span: TimeSpan, by: 'started' | 'last-seen', cap: number) {
    const load = () => engagementSessions(this.db.executor(), siteId, span, by, cap);
    const sealedUntil = (lastSealedDay(this.clock.now()) + 1) * 86_400_000;
    if (by !== 'started' || span.end.getTime() > sealedUntil) return load();
    const days = { firstDay: span.start.toISOString().slice(0, 10), lastDay: new Date(span.end.getTime() - 1).toISOString().slice(0, 10) };
    return [...(await this.sealedPart(`engagement|${span.start.toISOString()}|${span.end.toISOString()}|${cap}`, siteId, days, load))];
  }

  async dimensions<D extends Dimension>(siteId: string, days: DaySpan, limits: Record<D, number>): Promise<Record<D, DimensionCount[]>> {
    const dims = (Object.keys(limits) as D[]).sort();
    const rows = await this.summed(
      `dims:${dims.join(',')}`,
      siteId,
      days,
      (span) => dimensionsIn(this.db.executor(), siteId, span, dims),
      (r) => `${r.dim}\u0000${r.value}`,
      (into, r) => (into.sessions += r.sessions),
    );
    return rankDimensions(rows, limits);
  }

  async pages(siteId: string, days: DaySpan, limit: number) {
    const rows = await this.summed(
      'pages',
      siteId,
      days,
      (span) => pagesIn(this.db.executor(), siteId, span),
      (r) => r.path,
      (into, r) => {
        into.views += r.views;
        into.entries += r.entries;
        into.exits += r.exits;
        into.timeMs += r.timeMs;
        into.timedViews += r.timedViews;
      },
    );
    return topPages(rows, limit);
  }

  async errors(siteId: string, days: DaySpan, limit: number) {
    const rows = (
      await this.summed(
        'errors',
        siteId,
        days,
        (span) => errorsIn(this.db.executor(), siteId, span),
        (r) => r.key,
        (into, r) => {
          into.count += r.count;
          if (r.lastSeen > into.lastSeen) into.lastSeen = r.lastSeen;
        },
      )
    ).filter((r) => r.count > 0);
    return {
      total: rows.reduce((sum, r) => sum + r.count, 0),
      rows: topErrors(rows, limit),
    };
  }

  async elementGroups(siteId: string, days: DaySpan) {
    return clicksPerGroup(await this.elementCounts(siteId, days));
  }

  async elements(siteId: string, days: DaySpan, page: { group: ElementGroup | null; offset: number; limit: number }) {
    const matching = (await this.elementCounts(siteId, days)).filter((e) => page.group === null || e.group === page.group);
    const shown = elementPage(matching, page);
    return { total: matching.length, rows: describedElements(shown, await describeElements(this.db.executor(), siteId, shown)) };
  }

  async flows(siteId: string, days: DaySpan, limit: number) {
    const rows = await this.summed(
      'links',
      siteId,
      days,
      (span) => linksIn(this.db.executor(), siteId, span),
      (r) => `${r.from}\u0000${r.to}`,
      (into, r) => (into.count += r.count),
    );
    return topLinks(rows, limit);
  }

  async clickedPages(siteId: string, days: DaySpan, screen: ScreenClass | null, limit: number) {
    const rows = await this.summed(
      'clicked-paths',
      siteId,
      days,
      (span) => clickedPathsIn(this.db.executor(), siteId, span),
      (r) => `${r.path}\u0000${r.screen}`,
      (into, r) => (into.clicks += r.clicks),
    );
    return topClickedPaths(
      rows.filter((r) => screen === null || r.screen === screen),
      limit,
    );
  }

  async clickCells(siteId: string, days: DaySpan, path: string, screen: ScreenClass | null) {
    return gridCells(await this.cells(siteId, days, path, screen));
  }

  async clickRows(siteId: string, days: DaySpan, path: string, screen: ScreenClass | null) {
    return gridRows(await this.cells(siteId, days, path, screen));
  }

  private async elementCounts(siteId: string, days: DaySpan): Promise<ElementCountRow[]> {
    const rows = await this.summed(
      'elements',
      siteId,
      days,
      (span) => elementCountsIn(this.db.executor(), siteId, span),
      (e) => e.key,
      (into, e) => {
        into.clicks += e.clicks;
        into.rageClicks += e.rageClicks;
        into.deadClicks += e.deadClicks;
        if (e.day > into.day) into.day = e.day;
      },
    );
    return rows.filter((e) => e.clicks > 0);
  }

  private async cells(siteId: string, days: DaySpan, path: string, screen: ScreenClass | null): Promise<CellRow[]> {
    const rows = await this.summed(
      `cells:${path}`,
      siteId,
      days,
      (span) => clickCellsIn(this.db.executor(), siteId, span, path),
      (c) => `${c.screen}:${c.xBin}:${c.yBin}`,
      (into, c) => (into.clicks += c.clicks),
    );
    return screen === null ? rows : rows.filter((c) => c.screen === screen);
  }

  /**
   * The whole aggregate of a window: its sealed days (rollup-memo.ts) summed once and kept, the unsealed
   * ones read now. Rows come back as new objects; memoised ones are never changed.
   */
  private async summed<T extends object>(
    kind: string,
    siteId: string,
    days: DaySpan,
    load: (span: DaySpan) => Promise<T[]>,
    key: (row: T) => string,
    add: (into: T, row: T) => void,
  ): Promise<T[]> {
    const { sealed, unsealed } = splitAtSeal(days, this.clock.now());
    const parts = await Promise.all([sealed && this.sealedPart(`${kind}|${sealed.firstDay}|${sealed.lastDay}`, siteId, sealed, () => load(sealed)), unsealed && load(unsealed)]);
    return sumBy(
      parts.filter((p) => p !== null),
      key,
      add,
    );
  }

  private async sealedPart<T>(id: string, siteId: string, days: DaySpan, load: () => Promise<T[]>): Promise<readonly T[]> {
    return this.memo.get(`${siteId}|${id}`, await daysFingerprint(this.db.executor(), siteId, days), load);
  }
}
