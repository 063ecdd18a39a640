import type { Clock } from '../../../../shared/index.js';
import type { ReportWindow } from '../../domain/dashboard-report.js';
import { resolveReportWindow, type ResolvedWindow } from '../../domain/report-window.js';
import { findOwnedSite } from '../owned-site.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { DaySpan, TimeSpan } from './report-queries.port.js';

/** What every report request carries: the site, its caller and the raw `range`, `from`, `to` query values. */
export interface ReportCommand {
  siteId: string;
  userId: string;
  range?: unknown;
  from?: unknown;
  to?: unknown;
}

export interface ReportScope {
  siteId: string;
  resolved: ResolvedWindow;
  span: TimeSpan;
  days: DaySpan;
  realtime: boolean;
  now: Date;
}

/**
 * The owner check comes before the range check, so another user's site answers 404 whatever the query
 * says (its id is public in tracking codes and must not be probed).
 */
export async function openReport(sites: SiteRepository, clock: Clock, command: ReportCommand): Promise<ReportScope> {
  const site = await findOwnedSite(sites, command.siteId, command.userId);
  const now = clock.now();
  const resolved = resolveReportWindow(command, now);
  return {
    siteId: site.id,
    resolved,
    span: { start: resolved.start, end: resolved.end },
    days: { firstDay: resolved.firstDay, lastDay: resolved.lastDay },
    realtime: resolved.window.range === 'realtime',
    now,
  };
}

/** The window of a report read from the per-day rollups: realtime counts from the start of its first day. */
export function dayGranularWindow(scope: ReportScope): ReportWindow {
  const { window } = scope.resolved;
  return scope.realtime ? { ...window, dataFrom: `${scope.days.firstDay}T00:00:00.000Z` } : window;
}
