import type { ClickHouseClient } from '@clickhouse/client';
import type { TimeSpan } from '../../application/reports/report-queries.port.js';
import type { FormEventRow } from '../../domain/form-report.js';
import { formEventRow, type FormRow } from '../persistence/report-queries/form-events.queries.js';
import { END, newestFirst, rowsOf, spanOfSite, START } from './clickhouse-read.js';

/**
 * The span's most recent form events, newest first, ties by id descending as PostgreSQL orders uuids (their
 * bytes, which is the order of their text; ClickHouse's own UUID order is not). Only the flags leave `data`
 * (persistence/report-queries/form-events.queries.ts says why), read as `->>` and `::boolean` would: null
 * where absent. An event stored twice before a merge (ReplacingMergeTree) is read once: LIMIT 1 BY id.
 * The newest days are read first (newestFirst): a form report over 90 days otherwise sorts every form event
 * of the span.
 */
export const formEvents = (client: ClickHouseClient, siteId: string, span: TimeSpan, cap: number): Promise<FormEventRow[]> =>
  newestFirst(span, cap, (window) => formEventsIn(client, siteId, window, cap));

async function formEventsIn(client: ClickHouseClient, siteId: string, span: TimeSpan, cap: number): Promise<FormEventRow[]> {
  const rows = await rowsOf<FormRow>(
    client,
    `SELECT session_id, path, occurred_at,
            JSONExtract(data, 'action', 'Nullable(String)') AS action, JSONExtract(data, 'name', 'Nullable(String)') AS name,
            JSONExtract(data, 'htmlType', 'Nullable(String)') AS html_type, JSONExtract(data, 'hasValue', 'Nullable(Bool)') AS has_value,
            JSONExtract(data, 'valid', 'Nullable(Bool)') AS valid, JSONExtract(data, 'required', 'Nullable(Bool)') AS required,
            JSONExtract(data, 'error', 'Nullable(String)') AS error
     FROM analytics_events
     WHERE site_id = {site:UUID} AND occurred_at >= ${START} AND occurred_at < ${END} AND kind = 'form'
     ORDER BY occurred_at DESC, toString(id) DESC
     LIMIT 1 BY id
     LIMIT {cap:UInt32}`,
    { ...spanOfSite(siteId, span), cap },
  );
  return rows.map(formEventRow);
}
