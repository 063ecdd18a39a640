import type { ClickHouseClient } from '@clickhouse/client';
import type { Dimension, DimensionCount, TimeSpan } from '../../application/reports/report-queries.port.js';
import type { SessionAggregates } from '../../domain/report-figures.js';
import { SESSION_COLUMNS, sessionRow } from '../persistence/report-queries/engagement-sessions.queries.js';
import { perDimension } from '../persistence/report-queries/recent-dimensions.queries.js';
import { END, newestFirst, rowsOf, spanOfSite, START, valuesOf } from './clickhouse-read.js';

/**
 * Reads of analytics_sessions, always with FINAL: a session is stored again at every batch that touches it,
 * and only its newest version (highest `version`) counts. Its sorting key is (site_id, session_id), so a
 * time condition can only prune partitions (UTC days of `started_at`), and under FINAL ClickHouse prunes
 * none by a condition on `started_at` (it applies it after merging): the partitions are named by
 * `_partition_id` (`YYYYMMDD`), which is read before. Without that a realtime read merges the site's
 * whole history of sessions.
 */
const partitionsFrom = (first: string) => `_partition_id BETWEEN toString(toYYYYMMDD(${first})) AND toString(toYYYYMMDD(${END}))`;

const STARTED_WHERE = `site_id = {site:UUID} AND ${partitionsFrom(START)} AND started_at >= ${START} AND started_at < ${END}`;

/**
 * Sessions started in the span, as a read's FROM. The PREWHERE is on `last_seen_at`, not `started_at`: a late
 * event can move a session's start earlier, so an older version could start in the window while the newest
 * does not; but every version of a session started in the window ended in it or later (a version's end is
 * after its start, which is after the newest start), so rows ending before the window can go before FINAL.
 */
export const STARTED_SESSIONS_SOURCE = `analytics_sessions FINAL PREWHERE last_seen_at >= ${START} WHERE ${STARTED_WHERE}`;

/**
 * Sessions whose last event falls in the span. The tracker's sessions never span UTC midnight
 * (domain/live-session.ts), so such a session started on the span's first day or later; the day before is
 * read too, for a session that does cross midnight once (a late event hashed with yesterday's salt,
 * domain/visitor-id.ts).
 */
const RECENT_WHERE = `site_id = {site:UUID} AND ${partitionsFrom(`toStartOfDay(${START}) - INTERVAL 1 DAY`)}
  AND last_seen_at >= ${START} AND last_seen_at < ${END}`;

/**
 * The same as the FROM of a read: `analytics_sessions FINAL` with the window's start as PREWHERE, which
 * ClickHouse applies to the rows it reads, before FINAL merges the versions. That is exact because a session's
 * `last_seen_at` never decreases from one version to the next (the writer folds new events onto the stored
 * state, or replays all of them: domain/event-rollup.ts): the newest version of a session in the window is
 * kept, and a session whose newest version ends before the window had no version in it. Only the start:
 * an older version can lie before the end while the newest lies after it. Two days of a busy site's
 * sessions are then no longer merged to keep the last half-hour's (at 125,000 sessions a day, p50 21 → 11 ms).
 */
export const RECENT_SESSIONS_SOURCE = `analytics_sessions FINAL PREWHERE last_seen_at >= ${START} WHERE ${RECENT_WHERE}`;

/**
 * Each dimension's value as domain/session-dimensions.ts files it, the ClickHouse form of the PostgreSQL
 * reader's (persistence/report-queries/recent-dimensions.queries.ts); '' means no value.
 */
const SESSION_VALUES: Record<Dimension, string> = {
  source: "ifNull(source_kind, '')",
  referrer: "ifNull(referrer_host, '')",
  campaign: `if(coalesce(utm_source, utm_medium, utm_campaign) IS NULL, '',
                concat(replaceAll(ifNull(utm_source, ''), '|', '/'), '|', replaceAll(ifNull(utm_medium, ''), '|', '/'), '|', replaceAll(ifNull(utm_campaign, ''), '|', '/')))`,
  device: "ifNull(device, '')",
  browser: "ifNull(browser, '')",
  os: "ifNull(os, '')",
  country: "ifNull(country, '')",
  city: "if(ifNull(city, '') = '', '', concat(city, '|', ifNull(country, '')))",
  screen: "ifNull(screen, '')",
};

/**
 * Realtime: the values of the sessions whose last event falls in the span, ranked per dimension by sessions
 * then value in byte order (PostgreSQL's `collate "C"`), each cut at its limit.
 */
export async function recentSessionDimensions<D extends Dimension>(client: ClickHouseClient, siteId: string, span: TimeSpan, limits: Record<D, number>): Promise<Record<D, DimensionCount[]>> {
  const dims = Object.keys(limits) as D[];
  if (dims.length === 0) return perDimension(limits, []);
  const rows = await rowsOf<{ dim: Dimension; value: string; sessions: unknown }>(
    client,
    `SELECT pair.1 AS dim, pair.2 AS value, count() AS sessions
     FROM (SELECT ${dims.map((d, i) => `${SESSION_VALUES[d]} AS v${i}`).join(', ')} FROM ${RECENT_SESSIONS_SOURCE})
     ARRAY JOIN arrayZip({dims:Array(String)}, [${dims.map((_, i) => `v${i}`).join(', ')}]) AS pair
     WHERE value != ''
     GROUP BY dim, value
     QUALIFY row_number() OVER (PARTITION BY dim ORDER BY sessions DESC, value ASC) <= transform(dim, {dims:Array(String)}, {limits:Array(UInt32)}, 0)
     ORDER BY dim, sessions DESC, value ASC`,
    { ...spanOfSite(siteId, span), dims, limits: dims.map((d) => limits[d]) },
  );
  return perDimension(limits, rows);
}

/** SESSION_COLUMNS in ClickHouse terms: only the duration is spelled otherwise. */
const SAMPLE_COLUMNS = { ...SESSION_COLUMNS, durationMs: 'toUnixTimestamp64Milli(last_seen_at) - toUnixTimestamp64Milli(started_at)' } satisfies Record<keyof SessionAggregates, string>;

/**
 * Up to `cap` sessions, newest first, ties by session id in byte order descending, as the PostgreSQL store
 * takes them (persistence/report-queries/engagement-sessions.queries.ts); rows as value arrays in the
 * order `sessionRow` reads. Under FINAL every session of the window is merged before the LIMIT applies
 * (22.5 M sessions for 90 days at 100 M events), hence the newest days first.
 */
export const engagementSessions = (client: ClickHouseClient, siteId: string, span: TimeSpan, by: 'started' | 'last-seen', cap: number): Promise<SessionAggregates[]> =>
  newestFirst(span, cap, (window) => sessionSample(client, siteId, window, by, cap));

async function sessionSample(client: ClickHouseClient, siteId: string, span: TimeSpan, by: 'started' | 'last-seen', cap: number): Promise<SessionAggregates[]> {
  const column = by === 'started' ? 'started_at' : 'last_seen_at';
  const source = by === 'started' ? STARTED_SESSIONS_SOURCE : RECENT_SESSIONS_SOURCE;
  const rows = await valuesOf(
    client,
    `SELECT ${Object.values(SAMPLE_COLUMNS).join(', ')} FROM ${source}
     ORDER BY ${column} DESC, session_id DESC LIMIT {cap:UInt32}`,
    { ...spanOfSite(siteId, span), cap },
  );
  return rows.map((values) => sessionRow(values.map(String)));
}
