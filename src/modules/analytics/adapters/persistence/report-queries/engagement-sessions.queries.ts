import type { Knex } from 'knex';
import type { TimeSpan } from '../../../application/reports/report-queries.port.js';
import type { SessionAggregates } from '../../../domain/report-figures.js';
import type { Rows } from './sql-values.js';

const COLUMNS = {
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

const NAMES = Object.keys(COLUMNS) as (keyof SessionAggregates)[];

/**
 * The sample travels as one text value (`n,n,…;n,n,…`): thousands of rows of sixteen integers cost the
 * driver more to decode field by field than the database takes to read them.
 */
export async function engagementSessions(db: Knex, siteId: string, span: TimeSpan, by: 'started' | 'last-seen', cap: number): Promise<SessionAggregates[]> {
  const column = by === 'started' ? 'started_at' : 'last_seen_at';
  const { rows } = await db.raw<Rows<{ sample: string | null }>>(
    `select string_agg(concat_ws(',', ${Object.values(COLUMNS).join(', ')}), ';') as sample
     from (select * from analytics_sessions where site_id = ? and ${column} >= ? and ${column} < ? order by ${column} desc limit ?) recent`,
    [siteId, span.start.toISOString(), span.end.toISOString(), cap],
  );
  const sample = rows[0]?.sample;
  if (!sample) return [];
  return sample.split(';').map((line) => {
    const values = line.split(',');
    return Object.fromEntries(NAMES.map((name, i) => [name, Number(values[i])])) as unknown as SessionAggregates;
  });
}
