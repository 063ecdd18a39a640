import type { ClickHouseClient } from '@clickhouse/client';
import type { FormReportRead, TimeSpan } from '../../application/reports/report-queries.port.js';
import { ABANDON_AFTER_MS, buildFormReport, MAX_FORM_PAGES, rankFormPages, type FormEventRow, type FormFieldTotals } from '../../domain/form-report.js';
import type { ValidityError } from '../../domain/tracking-event.js';
import { formEventRow, type FormRow } from '../persistence/report-queries/form-events.queries.js';
import { num } from '../persistence/report-queries/sql-values.js';
import { END, newestFirst, newestWindows, rowsOf, spanOfSite, START } from './clickhouse-read.js';

/** The form events' own table (migrations/clickhouse/20261230000400_analytics__form_events_by_month.sql). */
export const FORM_EVENTS_TABLE = 'analytics_form_events_by_month';

/**
 * The span's most recent form events, newest first, ties by id descending as PostgreSQL orders uuids (their
 * bytes, which is the order of their text; ClickHouse's own UUID order is not). They come from
 * FORM_EVENTS_TABLE: only the flags of
 * `data` (persistence/report-queries/form-events.queries.ts says why), absent ones at the defaults formEventRow
 * gives PostgreSQL's nulls. An event stored twice before a merge (ReplacingMergeTree) is read once: LIMIT 1 BY id.
 * The newest days are read first (newestFirst): a form report over 90 days otherwise sorts every form event
 * of the span.
 */
export const formEvents = (client: ClickHouseClient, siteId: string, span: TimeSpan, cap: number): Promise<FormEventRow[]> =>
  newestFirst(span, cap, (window) => formEventsIn(client, siteId, window, cap));

async function formEventsIn(client: ClickHouseClient, siteId: string, span: TimeSpan, cap: number): Promise<FormEventRow[]> {
  const rows = await rowsOf<FormRow>(
    client,
    `SELECT session_id, path, occurred_at, action, name, html_type, has_value, valid, required, error
     FROM ${FORM_EVENTS_TABLE}
     WHERE site_id = {site:UUID} AND occurred_at >= ${START} AND occurred_at < ${END}
     ORDER BY occurred_at DESC, toString(id) DESC
     LIMIT 1 BY id
     LIMIT {cap:UInt32}`,
    { ...spanOfSite(siteId, span), cap },
  );
  return rows.map(formEventRow);
}

/**
 * A span of an hour at most (the realtime window) is first read as events, up to FEW_EVENTS of them, and
 * folded in JS when that is all it holds: planning the fold query alone takes the test engine about 20 ms,
 * reading a thousand events a few.
 */
const SHORT_SPAN_MS = 60 * 60_000;
const FEW_EVENTS = 1_000;

/** One page of the folded report: its visits, and its fields as [name, htmlType, required, touched, withValue, failedVisits, abandoned, [errors, counts]]. */
interface FormPageRow {
  path: string;
  events_read: unknown;
  started: unknown;
  submitted: unknown;
  abandoned: unknown;
  fields: [string, string, boolean, unknown, unknown, unknown, unknown, [ValidityError[], unknown[]]][];
}

/**
 * Where the read starts: the first of newestWindows (the span's last 24 hours, then its last 7 days) holding
 * more than `cap` form events, else the whole span (newestFirst's windows: the newest-first read stops once it has `cap`, but
 * opening every day of a 90-day span costs it several times one day's). Counted one window at a time, the
 * narrowest first: a busy site's day answers it, and counting its week would scan seven times the rows
 * (at 100 M events a quarter, about 850,000 form events). Rows stored twice before a merge count twice here: a window that
 * then holds too few distinct events is widened (formReport).
 */
async function readFrom(client: ClickHouseClient, siteId: string, span: TimeSpan, cap: number): Promise<Date> {
  for (const start of newestWindows(span)) {
    const [row] = await rowsOf<{ n: unknown }>(
      client,
      `SELECT count() AS n FROM ${FORM_EVENTS_TABLE}
       WHERE site_id = {site:UUID} AND occurred_at >= {from:DateTime64(3, 'UTC')} AND occurred_at < ${END}`,
      { ...spanOfSite(siteId, span), from: start },
    );
    if (num(row?.n) > cap) return start;
  }
  return span.start;
}

/**
 * The form report (domain/form-report.ts) folded in ClickHouse: only each page's figures leave it, not the
 * 50,000 events the report reads (shipped to node as compact rows and folded by buildFormReport, a busy day's
 * took 70-100 ms to read and 50-90 ms to fold: docs/benchmarks.md, "ClickHouse"). The events are formEvents' newest `cap`,
 * read with one more to tell `truncated`. The read follows the table's order (time descending) and takes the
 * events at the last one's time as well (WITH TIES); the newest `cap` of those in formEvents' order are kept
 * (`n_read` counts them all): sorting by the id's text while reading cost the read its early stop (12 against
 * 35 ms for a busy day). The fold is buildFormReport's:
 * - `pos` is the order buildFormReport folds in: a stable sort by time of the newest-first read, so equal
 *   times keep their ids descending;
 * - a visit is a session's events on one path cut after each submit: in the order (session, path, pos), the
 *   submits before an event (`submits_before`, over all rows) change only at a cut, so (session, path,
 *   submits_before) names the event's visit;
 * - `v_*` are the visit's figures on each of its events (started, submitted, abandoned, the position of its last
 *   event filling in or changing a field: the field abandoned), `vf_*` those of the visit's events on one field
 *   (`field` null for the submit); each is counted once per page and field, on the visit's first event, the
 *   field's last one or that last touch;
 * - a field's `htmlType` is the last non-empty one in buildFormReport's order of visits (submitted visits at
 *   their submit, then the unfinished ones by their first event: `fold_key`).
 * Each window spans all the rows, its groups as peers (RANGE CURRENT ROW): a window per visit pays per
 * partition, and a visit is often one event. The SELECTs are nested no deeper than the windows need: the
 * engine's planning grows with the depth (about 20 ms here, of a busy day's 60-80 ms on the test engine).
 * Neither GROUP BY stages in place of the visit windows (twice as slow), nor partitioning the windows by
 * path, nor two queries folding half the paths each, made it faster.
 * The rank keeps every page that can make the cut (MAX_FORM_PAGES, ties included), with all its fields: a
 * rank of each page's fields is a window partitioned by page, which took 8 of 72 ms over 500 pages. rankFormPages
 * orders and cuts pages and fields (MAX_FORM_FIELDS) with texts in UTF-16 code-unit order, ClickHouse's being bytes.
 */
export async function formReport(client: ClickHouseClient, siteId: string, span: TimeSpan, cap: number, now: Date): Promise<FormReportRead> {
  if (span.end.getTime() - span.start.getTime() <= SHORT_SPAN_MS) {
    const probe = Math.min(cap, FEW_EVENTS);
    const read = await formEvents(client, siteId, span, probe + 1);
    // Fewer than asked: every event of the span. Asked one more than `cap`: the PostgreSQL store's read.
    if (read.length <= probe || probe === cap) {
      const events = read.slice(0, cap);
      return { pages: buildFormReport(events, now), eventsRead: events.length, truncated: read.length > cap };
    }
  }
  const fold = (from: Date) =>
    rowsOf<FormPageRow>(
      client,
      `WITH {from:DateTime64(3, 'UTC')} AS read_from
       SELECT path, any(n_read) AS events_read,
              sum(started_part) AS started, sum(submitted_part) AS submitted, sum(abandoned_part) AS abandoned,
              groupArrayIf(tuple(field, html_type, required, touched, with_value, failed_visits, field_abandoned, errors), field IS NOT NULL) AS fields
       FROM (
         SELECT path, field, any(n_read) AS n_read,
                countIf(pos = v_first AND v_started) AS started_part, countIf(pos = v_first AND v_closed) AS submitted_part,
                countIf(pos = v_first AND v_abandoned) AS abandoned_part,
                argMaxIf(html_type, fold_key * ({read:UInt32} + 1) + pos, html_type != '') AS html_type, max(required) AS required,
                countIf(vf_last AND vf_touched) AS touched, countIf(vf_last AND vf_touched AND has_value) AS with_value,
                countIf(vf_last AND vf_failed) AS failed_visits, countIf(v_abandoned AND pos = v_last_touched) AS field_abandoned,
                sumMapIf([error], [toUInt64(1)], failing) AS errors
         FROM (
           SELECT *, if(action = 'submit', NULL, name) AS field,
                  max(touch) OVER v AS v_started, max(action = 'submit') OVER v AS v_closed, min(pos) OVER v AS v_first,
                  maxIf(pos, touch) OVER v AS v_last_touched,
                  v_started AND NOT v_closed AND max(occurred_at) OVER v <= {abandonedBy:DateTime64(3, 'UTC')} AS v_abandoned,
                  if(v_closed, max(pos) OVER v, {read:UInt32} + v_first) AS fold_key,
                  max(touch) OVER vf AS vf_touched, max(failing) OVER vf AS vf_failed, pos = max(pos) OVER vf AS vf_last
           FROM (
             SELECT session_id, path, occurred_at, n_read,
                    row_number() OVER (ORDER BY occurred_at, event_id DESC) AS pos,
                    sum(action = 'submit') OVER (ORDER BY session_id, path, occurred_at, event_id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS submits_before,
                    action, name, html_type, has_value, valid, required, if(stored_error = '', 'customError', stored_error) AS error,
                    action IN ('input', 'change') AS touch, action = 'invalid' OR (action = 'change' AND NOT valid) AS failing
             FROM (
               SELECT *, toString(id) AS event_id, count() OVER () AS n_read
               FROM (
                 SELECT id, session_id, path, occurred_at, action, name, html_type, has_value, valid, required, error AS stored_error
                 FROM ${FORM_EVENTS_TABLE}
                 WHERE site_id = {site:UUID} AND occurred_at >= read_from AND occurred_at < ${END}
                 ORDER BY occurred_at DESC
                 LIMIT 1 BY id
                 LIMIT {read:UInt32} WITH TIES
               )
               QUALIFY row_number() OVER (ORDER BY occurred_at DESC, event_id DESC) <= {cap:UInt32}
             )
           )
           WINDOW v AS (ORDER BY session_id, path, submits_before RANGE BETWEEN CURRENT ROW AND CURRENT ROW),
                  vf AS (ORDER BY session_id, path, submits_before, field RANGE BETWEEN CURRENT ROW AND CURRENT ROW)
         )
         GROUP BY path, field
       )
       GROUP BY path
       QUALIFY rank() OVER (ORDER BY started DESC, submitted DESC) <= {pages:UInt32}`,
      {
        ...spanOfSite(siteId, span),
        from,
        cap,
        read: cap + 1,
        abandonedBy: new Date(now.getTime() - ABANDON_AFTER_MS),
        pages: MAX_FORM_PAGES,
      },
    );
  const from = await readFrom(client, siteId, span, cap);
  let rows = await fold(from);
  // Duplicates awaiting a merge made the window look full: the whole span holds the newest events.
  if (from > span.start && num(rows[0]?.events_read) <= cap) rows = await fold(span.start);
  const read = num(rows[0]?.events_read);
  const pages = rows.map((row) => ({
    path: row.path,
    started: num(row.started),
    submitted: num(row.submitted),
    abandoned: num(row.abandoned),
    fields: row.fields.map(
      ([name, htmlType, required, touched, withValue, failedVisits, abandoned, [errors, counts]]): FormFieldTotals => ({
        name,
        htmlType,
        required,
        touched: num(touched),
        withValue: num(withValue),
        failedVisits: num(failedVisits),
        errors: new Map(errors.map((error, i) => [error, num(counts[i])])),
        abandoned: num(abandoned),
      }),
    ),
  }));
  return { pages: rankFormPages(pages), eventsRead: Math.min(read, cap), truncated: read > cap };
}
