import type { ClickHouseClient } from '@clickhouse/client';
import type { DaySpan, TimeSpan } from '../../application/reports/report-queries.port.js';

/**
 * One read of the ClickHouse store: values travel only as query parameters (`{name:Type}`), never in the
 * text. 64-bit counts come back as JSON strings (the client's default); the readers convert them with
 * `num` (persistence/report-queries/sql-values.ts).
 */
export async function rowsOf<T>(client: ClickHouseClient, query: string, params: Record<string, unknown>): Promise<T[]> {
  const result = await client.query({ query, query_params: params, format: 'JSONEachRow' });
  return result.json<T>();
}

/** The same, each row as an array of its values in select order (no names repeated per row). */
export async function valuesOf(client: ClickHouseClient, query: string, params: Record<string, unknown>): Promise<unknown[][]> {
  const result = await client.query({ query, query_params: params, format: 'JSONCompactEachRow' });
  return result.json<unknown[]>();
}

/** A site's range of days: the first two columns of every daily table's sorting key. */
export const DAYS_OF_SITE = 'site_id = {site:UUID} AND day BETWEEN {first:Date} AND {last:Date}';
export const daysOfSite = (siteId: string, days: DaySpan) => ({ site: siteId, first: days.firstDay, last: days.lastDay });

/** An instant range's parameters; `{start:DateTime64(3)}` and `{end:…}` in the text. */
export const spanOfSite = (siteId: string, span: TimeSpan) => ({ site: siteId, start: span.start, end: span.end });
export const START = "{start:DateTime64(3, 'UTC')}";
export const END = "{end:DateTime64(3, 'UTC')}";
