import { SESSION_COLUMNS } from './row-mapping.js';

/**
 * The SQL text of a batch, built once at load: every statement takes its rows as one JSON parameter per
 * table (json_to_recordset), so there are no per-row placeholders to build and no bind-parameter limit.
 * The rows themselves are made in row-mapping.ts, in the order these statements read them.
 */

/** `?` placeholders (knex's) as `$1…$n` (node-postgres'); the statements here hold no other `?`. */
const numberedCache = new Map<string, string>();
export function numbered(sql: string): string {
  let text = numberedCache.get(sql);
  if (text === undefined) {
    let n = 0;
    text = sql.replace(/\?/g, () => `$${++n}`);
    numberedCache.set(sql, text);
  }
  return text;
}

export const LOCK_SESSIONS = `select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select k from json_array_elements_text(?::json) as k order by k) locks`;
/**
 * One primary-key probe per session. As a plain join the planner, which guesses 100 rows for any
 * json_to_recordset, hashes the whole sessions table instead: 3 ms at 4,000 sessions and growing with the
 * table. LATERAL with LIMIT 1 (the key is unique) keeps it a nested loop over the index.
 */
export const READ_SESSIONS = `select s.* from json_to_recordset(?::json) as k(site_id uuid, session_id text)
  cross join lateral (select * from analytics_sessions s where s.site_id = k.site_id and s.session_id = k.session_id limit 1) s`;

/** A session's stored events through the (site_id, occurred_at) index, one probe per session (LATERAL, as above). */
export const SESSION_HISTORY = `select e.* from json_to_recordset(?::json) as k(site_id uuid, session_id text, since timestamptz, until timestamptz)
  cross join lateral (
    select id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data
    from analytics_events e where e.site_id = k.site_id and e.occurred_at between k.since and k.until and e.session_id = k.session_id offset 0
  ) e`;

export const EVENT_COLUMNS = `id uuid, site_id uuid, visitor_id text, session_id text, kind text, occurred_at timestamptz, path text,
  referrer text, source_kind text, country text, city text, browser text, os text, device text, data jsonb`;
export const EVENT_NAMES = 'id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data';

/** The portable path's insert of the event rows: an id already stored is skipped, the stored ones come back. */
export const INSERT_EVENTS = `insert into analytics_events (${EVENT_NAMES})
     select ${EVENT_NAMES} from json_to_recordset(?::json) as t(${EVENT_COLUMNS})
     on conflict do nothing returning id`;

export const COPY_EVENTS = `copy analytics_events (${EVENT_NAMES}) from stdin`;

const SESSION_NAMES = SESSION_COLUMNS.map(([, column]) => column).join(', ');
const SESSION_TYPES = SESSION_COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', ');

const HOURLY_COUNTERS = [
  'page_views',
  'sessions',
  'bounces',
  'session_seconds',
  'frustrated_sessions',
  'converted_sessions',
  'events',
  'clicks',
  'rage_clicks',
  'dead_clicks',
  'js_errors',
  'form_submits',
  'active_ms',
  'total_ms',
];
const BIGINT_COUNTERS = new Set(['session_seconds', 'active_ms', 'total_ms']);

/** Adds `counters` to the existing row, `extra` are further SET clauses. */
function upsertAdding(table: string, columns: string, keys: string, counters: readonly string[], extra: readonly string[] = []): string {
  const names = columns
    .split(',')
    .map((c) => c.trim().split(' ')[0])
    .join(', ');
  return `insert into ${table} (${names})
    select ${names} from json_to_recordset(?::json) as t(${columns})
    on conflict (${keys}) do update set ${[...counters.map((c) => `${c} = ${table}.${c} + excluded.${c}`), ...extra].join(', ')}`;
}

/**
 * Sessions, hourly and daily rollups in one statement (data-modifying CTEs all run, each on its own
 * table), so a batch pays one round trip and, prepared, one plan for them. Visitors new to their hour or
 * day are the rows ON CONFLICT DO NOTHING lets into analytics_hourly_visitors / analytics_daily_visitors;
 * their count joins the same upsert. Every row list arrives sorted by key (see BatchRollup and
 * DailyRollup.rows), and json_to_recordset keeps that order, which is the lock order.
 */
export const WRITE_ROLLUPS = `
  with sessions as (
    insert into analytics_sessions (${SESSION_NAMES})
    select ${SESSION_NAMES} from json_to_recordset(?::json) as t(${SESSION_TYPES})
    on conflict (site_id, session_id) do update set ${SESSION_COLUMNS.filter(([, c]) => !['site_id', 'session_id', 'rollup_hour'].includes(c))
      .map(([, c]) => `${c} = excluded.${c}`)
      .join(', ')}
  ), new_hour_visitors as (
    insert into analytics_hourly_visitors (site_id, hour, visitor_id)
    select site_id, hour, visitor_id from json_to_recordset(?::json) as t(site_id uuid, hour timestamptz, visitor_id text)
    on conflict do nothing
    returning site_id, hour
  ), hour_visitors as (
    select site_id, hour, count(*)::integer as visitors from new_hour_visitors group by site_id, hour
  ), hourly as (
    insert into analytics_hourly (site_id, hour, visitors, ${HOURLY_COUNTERS.join(', ')})
    select t.site_id, t.hour, coalesce(v.visitors, 0), ${HOURLY_COUNTERS.map((c) => `t.${c}`).join(', ')}
    from json_to_recordset(?::json) as t(site_id uuid, hour timestamptz, ${HOURLY_COUNTERS.map((c) => `${c} ${BIGINT_COUNTERS.has(c) ? 'bigint' : 'integer'}`).join(', ')})
    left join hour_visitors v using (site_id, hour)
    order by t.site_id, t.hour
    on conflict (site_id, hour) do update set ${['visitors', ...HOURLY_COUNTERS].map((c) => `${c} = analytics_hourly.${c} + excluded.${c}`).join(', ')}
  ), new_day_visitors as (
    insert into analytics_daily_visitors (site_id, day, visitor_id)
    select site_id, day, visitor_id from json_to_recordset(?::json) as t(site_id uuid, day date, visitor_id text)
    on conflict do nothing
    returning site_id, day
  ), daily as (
    insert into analytics_daily (site_id, day, visitors)
    select site_id, day, count(*) from new_day_visitors group by site_id, day order by site_id, day
    on conflict (site_id, day) do update set visitors = analytics_daily.visitors + excluded.visitors
  ), pages as (
    ${upsertAdding('analytics_daily_pages', 'site_id uuid, day date, path text, views integer, entries integer, exits integer, time_ms bigint, timed_views integer', 'site_id, day, path', ['views', 'entries', 'exits', 'time_ms', 'timed_views'])}
  ), dims as (
    ${upsertAdding('analytics_daily_dims', 'site_id uuid, day date, dim text, value text, sessions integer, page_views integer', 'site_id, day, dim, value', ['sessions', 'page_views'])}
  ), errors as (
    ${upsertAdding('analytics_daily_errors', 'site_id uuid, day date, key text, message text, source text, browser text, count integer, last_seen timestamptz', 'site_id, day, key', ['count'], [
      'last_seen = greatest(analytics_daily_errors.last_seen, excluded.last_seen)',
    ])}
  ), elements as (
    ${upsertAdding('analytics_daily_elements', 'site_id uuid, day date, key text, path text, grp text, selector text, text text, clicks integer, rage_clicks integer, dead_clicks integer', 'site_id, day, key', ['clicks', 'rage_clicks', 'dead_clicks'])}
  ), clicks as (
    ${upsertAdding('analytics_daily_clicks', 'site_id uuid, day date, path text, screen text, x_bin smallint, y_bin smallint, clicks integer', 'site_id, day, path, screen, x_bin, y_bin', ['clicks'])}
  ), flows as (
    ${upsertAdding('analytics_daily_flows', 'site_id uuid, day date, from_path text, to_path text, count integer', 'site_id, day, from_path, to_path', ['count'])}
  )
  select 1`;
