import type { Knex } from 'knex';
import type { TimeSpan } from '../../../application/reports/report-queries.port.js';
import type { SessionAggregates } from '../../../domain/report-figures.js';
import type { Rows } from './sql-values.js';

/** The SQL expression of each field, in the order `sessionRow` reads them (its spec checks the two agree). */
export const SESSION_COLUMNS = {
  durationMs: 'round(extract(epoch from last_seen_at - started_at) * 1000)',
  activeMs: 'active_ms',
  totalMs: 'total_ms',
  pageViews: 'page_views',
  viewDepth: 'view_depth',
  depthSum: 'depth_sum',
  deepViews: 'deep_views',
  scrollPx: 'scroll_px',
  scrollMs: 'scroll_ms',
  scrolls: 'scrolls',
  directionChanges: 'direction_changes',
  clicks: 'clicks',
  interactions: 'interactions',
  clickThroughViews: 'click_through_views',
  formsStarted: 'forms_started',
  formSubmits: 'form_submits',
} satisfies Record<keyof SessionAggregates, string>;

/**
 * The sample travels as one text value (`n,n,…;n,n,…`): thousands of rows of sixteen integers cost the
 * driver more to decode field by field than the database takes to read them. Sessions of the same
 * millisecond are taken by session id (bytes, descending), so the sample at the cap and its order are
 * the same on every run and in the ClickHouse store (clickhouse-sessions.queries.ts).
 */
export async function engagementSessions(db: Knex, siteId: string, span: TimeSpan, by: 'started' | 'last-seen', cap: number): Promise<SessionAggregates[]> {
  const column = by === 'started' ? 'started_at' : 'last_seen_at';
  const { rows } = await db.raw<Rows<{ sample: string | null }>>(
    `select string_agg(concat_ws(',', ${Object.values(SESSION_COLUMNS).join(', ')}), ';' order by ${column} desc, session_id collate "C" desc) as sample
     from (select * from analytics_sessions where site_id = ? and ${column} >= ? and ${column} < ? order by ${column} desc, session_id collate "C" desc limit ?) recent`,
    [siteId, span.start.toISOString(), span.end.toISOString(), cap],
  );
  const sample = rows[0]?.sample;
  if (!sample) return [];
  return sample.split(';').map((line) => sessionRow(line.split(',')));
}

/**
 * One line of the sample, its values in the order of SESSION_COLUMNS, as one object literal: every row gets the
 * same shape. (Object.fromEntries over the names built dictionary objects, five times slower to make and
 * slower to read in the report's arithmetic: 48 ms against 10 for 5,000 sessions.)
 */
export function sessionRow(v: readonly string[]): SessionAggregates {
  return {
    durationMs: +v[0]!,
    activeMs: +v[1]!,
    totalMs: +v[2]!,
    pageViews: +v[3]!,
    viewDepth: +v[4]!,
    depthSum: +v[5]!,
    deepViews: +v[6]!,
    scrollPx: +v[7]!,
    scrollMs: +v[8]!,
    scrolls: +v[9]!,
    directionChanges: +v[10]!,
    clicks: +v[11]!,
    interactions: +v[12]!,
    clickThroughViews: +v[13]!,
    formsStarted: +v[14]!,
    formSubmits: +v[15]!,
  };
}
