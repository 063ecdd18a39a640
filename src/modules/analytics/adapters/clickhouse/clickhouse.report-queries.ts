import type { ClickHouseClient } from '@clickhouse/client';
import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { ReportQueries } from '../../application/reports/report-queries.port.js';
import { clickCells, clickedPages, clickRows, dimensions, elementGroups, elements, errors, flows, pages } from './clickhouse-day-span.queries.js';
import { formEvents, formReport } from './clickhouse-form-events.queries.js';
import { engagementSessions, recentSessionDimensions } from './clickhouse-sessions.queries.js';
import { recentSessionTotals, sessionStartsPerMinute, storedEvents, trafficSeries, trafficTotals, visitorsByDay } from './clickhouse-traffic.queries.js';

/**
 * The dashboard's reads over the ClickHouse event store (migrations/clickhouse/20261229000100_analytics__event_store.sql),
 * the same figures as the PostgreSQL store's KnexReportQueries (analytics README, "Reports"). Every query filters
 * on the sorting key's prefix (site, then day or hour) and aggregates in ClickHouse; rollups are summed with
 * GROUP BY, sessions read with FINAL. No memo: summing the daily rows of a window is what ClickHouse is fast at.
 */
@injectable()
export class ClickHouseReportQueries implements ReportQueries {
  constructor(@inject(ANALYTICS.ClickHouse) private readonly client: ClickHouseClient) {}

  trafficTotals: ReportQueries['trafficTotals'] = (siteId, span) => trafficTotals(this.client, siteId, span);
  visitorsByDay: ReportQueries['visitorsByDay'] = (siteId, days) => visitorsByDay(this.client, siteId, days);
  trafficSeries: ReportQueries['trafficSeries'] = (siteId, span, bucket, days) => trafficSeries(this.client, siteId, span, bucket, days);
  recentSessionTotals: ReportQueries['recentSessionTotals'] = (siteId, span) => recentSessionTotals(this.client, siteId, span);
  sessionStartsPerMinute: ReportQueries['sessionStartsPerMinute'] = (siteId, span) => sessionStartsPerMinute(this.client, siteId, span);
  dimensions: ReportQueries['dimensions'] = (siteId, days, limits) => dimensions(this.client, siteId, days, limits);
  recentSessionDimensions: ReportQueries['recentSessionDimensions'] = (siteId, span, limits) => recentSessionDimensions(this.client, siteId, span, limits);
  pages: ReportQueries['pages'] = (siteId, days, limit) => pages(this.client, siteId, days, limit);
  errors: ReportQueries['errors'] = (siteId, days, limit) => errors(this.client, siteId, days, limit);
  elementGroups: ReportQueries['elementGroups'] = (siteId, days) => elementGroups(this.client, siteId, days);
  elements: ReportQueries['elements'] = (siteId, days, page) => elements(this.client, siteId, days, page);
  engagementSessions: ReportQueries['engagementSessions'] = (siteId, span, by, cap) => engagementSessions(this.client, siteId, span, by, cap);
  flows: ReportQueries['flows'] = (siteId, days, limit) => flows(this.client, siteId, days, limit);
  clickedPages: ReportQueries['clickedPages'] = (siteId, days, screen, limit) => clickedPages(this.client, siteId, days, screen, limit);
  clickCells: ReportQueries['clickCells'] = (siteId, days, path, screen) => clickCells(this.client, siteId, days, path, screen);
  clickRows: ReportQueries['clickRows'] = (siteId, days, path, screen) => clickRows(this.client, siteId, days, path, screen);
  formEvents: ReportQueries['formEvents'] = (siteId, span, cap) => formEvents(this.client, siteId, span, cap);
  formReport: ReportQueries['formReport'] = (siteId, span, cap, now) => formReport(this.client, siteId, span, cap, now);
  storedEvents: ReportQueries['storedEvents'] = (siteId, span) => storedEvents(this.client, siteId, span);
}
