import type { ClickHouseClient } from '@clickhouse/client';
import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { EventPage, SiteDataStore } from '../../application/ports/site-data.store.port.js';
import type { SiteRetention } from '../../domain/retention.js';
import { EVENTS_TABLE } from '../persistence/partition-maintenance.js';
import { deleteJobsAndSettings, eventPage, parseCursor, rowCutoff, siteRetentions, type EventRow } from '../persistence/site-data.knex-store.js';
import type { SiteDataTable } from '../persistence/site-data-tables.js';
import { CLICKHOUSE_SITE_DATA_TABLES } from './clickhouse-site-data-tables.js';

/** A partition of a table partitioned by UTC day: its id is the day as `YYYYMMDD`; by month, `YYYYMM`. */
const DAY_PARTITION = /^\d{8}$/;
const MONTH_PARTITION = /^\d{6}$/;
const DAY_MS = 86_400_000;

/**
 * The query parameter type of a table's time column (migrations/clickhouse/20261229000100_analytics__event_store.sql),
 * for rowCutoff's bound: a Date goes as a Unix timestamp (whole hours for `hour`), a day as `YYYY-MM-DD`.
 */
function timeParameter(table: SiteDataTable): string {
  if (table.timeColumn === 'day') return 'Date';
  if (table.timeColumn === 'hour') return "DateTime('UTC')";
  return "DateTime64(3, 'UTC')";
}

/**
 * The collected data in ClickHouse (analytics README, "Data management"), with the same semantics as
 * SiteDataKnexStore: the tables and time columns of adapters/persistence/site-data-tables.ts (those
 * ClickHouse has, clickhouse-site-data-tables.ts), an hour or day row going only when its whole bucket is
 * before the cut-off (`rowCutoff`). Sites, exclusions, retention settings and the jobs with their export
 * files stay in PostgreSQL: erasing a site clears them there too.
 *
 * ClickHouse has no transactions. A purge is a lightweight DELETE per table, each hidden from every later
 * read once it returns (the client runs with lightweight_deletes_sync = 2, clickhouse-connection.ts); a
 * failure halfway leaves the remaining tables for the job's retry, which deletes the rest, as a retried
 * PostgreSQL purge does. The events count is read just before the events' DELETE: an event written between
 * the two with a time before the cut-off is deleted without being counted.
 */
@injectable()
export class ClickHouseSiteDataStore implements SiteDataStore {
  constructor(
    @inject(ANALYTICS.ClickHouse) private readonly client: ClickHouseClient,
    @inject(PLATFORM.Database) private readonly db: Database,
  ) {}

  /** The tables at once: each DELETE is a mutation of its own table's parts, and waiting is most of its time. */
  async deleteCollected(siteId: string, cutoff: Date | null): Promise<{ events: number }> {
    const deleted = await Promise.all(
      CLICKHOUSE_SITE_DATA_TABLES.map((table) => {
        const bound = cutoff ? ` AND ${table.timeColumn} < {cutoff:${timeParameter(table)}}` : '';
        const params = { site: siteId, ...(cutoff ? { cutoff: rowCutoff(table, cutoff) } : {}) };
        return this.deleteWhere(table.table, `site_id = {site:UUID}${bound}`, params);
      }),
    );
    return { events: deleted[CLICKHOUSE_SITE_DATA_TABLES.findIndex((t) => t.table === EVENTS_TABLE)] ?? 0 };
  }

  /**
   * The PostgreSQL rows first, on the caller's transaction (DeleteSite and the account erasure run this
   * inside theirs, with the site row's delete), then the ClickHouse data: a ClickHouse failure rolls the
   * PostgreSQL part back and the owner can try again, while a failure after it leaves no data behind.
   */
  eraseSite(siteId: string): Promise<{ events: number }> {
    return this.db.transaction(async () => {
      await deleteJobsAndSettings(this.db.executor(), siteId);
      return this.deleteCollected(siteId, null);
    });
  }

  /**
   * Ordered by occurred_at, then by the id's text: ClickHouse compares UUIDs by their second half first,
   * PostgreSQL byte by byte, and the text order is PostgreSQL's, so both stores page alike with one cursor
   * format (`position|id`, SiteDataKnexStore's). FINAL: a retried write can leave a duplicate of an event
   * until its parts merge. The scan still reads in the table's (site_id, occurred_at) order and only
   * sorts the events of one instant.
   */
  async readEvents(siteId: string, cursor: string | null, limit: number): Promise<EventPage> {
    const after = cursor ? parseCursor(cursor) : null;
    const keyset = after
      ? ` AND occurred_at >= {at:DateTime64(3, 'UTC')} AND (occurred_at > {at:DateTime64(3, 'UTC')} OR toString(id) > {id:String})`
      : '';
    const result = await this.client.query({
      query: `SELECT id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data
        FROM ${EVENTS_TABLE} FINAL
        WHERE site_id = {site:UUID}${keyset}
        ORDER BY occurred_at, toString(id)
        LIMIT {limit:UInt32}`,
      query_params: { site: siteId, limit, ...(after ? { at: new Date(after.at), id: after.id } : {}) },
      format: 'JSONEachRow',
      // ISO with its Z, whatever the connection's default: the time is read back as UTC.
      clickhouse_settings: { date_time_output_format: 'iso' },
    });
    const rows = await result.json<Omit<EventRow, 'position'>>();
    // The position PostgreSQL prints (microseconds), so a cursor reads the same from either store.
    return eventPage(rows.map((row) => ({ ...row, position: new Date(row.occurred_at).toISOString().replace(/Z$/, '000Z') })), limit);
  }

  retentions(): Promise<SiteRetention[]> {
    return siteRetentions(this.db.executor());
  }

  /**
   * Events, sessions, visitor ids and intents are partitioned by UTC day
   * (migrations/clickhouse/20261229000100_analytics__event_store.sql), the rollups and the form events' table
   * by month (20261230000200, 20261230000400):
   * the partitions of whole days (months) before the cut-off's day (month) are dropped, then the remaining
   * rows before the cut-off are deleted. A table partitioned by another column than the one it is purged by (sessions:
   * started_at, last_seen_at) keeps the partition of the day before the cut day too: a session that began
   * before midnight can end after the cut-off (the rollup scenario's session A, test/support/analytics), and
   * only the DELETE can tell. Partitions are listed from system.parts (active parts: a partition exists as
   * long as one of its parts does).
   */
  async deleteAllBefore(cutoff: Date): Promise<{ droppedPartitions: string[]; events: number }> {
    const cutDay = rowCutoff({ table: EVENTS_TABLE, timeColumn: 'day' }, cutoff) as string;
    // Table by table at once, as deleteCollected; within a table, partitions are dropped before its DELETE.
    const perTable = await Promise.all(
      CLICKHOUSE_SITE_DATA_TABLES.map(async (table) => {
        const dropped: string[] = [];
        for (const partition of await this.partitionsBefore(table, cutDay)) {
          await this.client.command({ query: `ALTER TABLE ${table.table} DROP PARTITION ID '${partition}'` });
          dropped.push(`${table.table}:${partition}`);
        }
        const deleted = await this.deleteWhere(table.table, `${table.timeColumn} < {cutoff:${timeParameter(table)}}`, { cutoff: rowCutoff(table, cutoff) });
        return { dropped, events: table.table === EVENTS_TABLE ? deleted : 0 };
      }),
    );
    return { droppedPartitions: perTable.flatMap((t) => t.dropped), events: perTable.reduce((sum, t) => sum + t.events, 0) };
  }

  /** A ClickHouse partition is created by the insert that first writes to its day: nothing to prepare. */
  ensurePartitions(): Promise<string[]> {
    return Promise.resolve([]);
  }

  /**
   * A lightweight DELETE of `table`'s rows matching `where`, only when there are some: each DELETE is a
   * mutation of the parts it touches, and a site with nothing to purge in a table (most tables of a
   * per-site retention trim, every table of a site without data) costs one read instead. Returns the
   * rows counted; events with FINAL, so a duplicate left by a retried write counts once.
   */
  private async deleteWhere(table: string, where: string, params: Record<string, unknown>): Promise<number> {
    const final = table === EVENTS_TABLE ? ' FINAL' : '';
    const result = await this.client.query({ query: `SELECT count() AS n FROM ${table}${final} WHERE ${where}`, query_params: params, format: 'JSONEachRow' });
    const [row] = await result.json<{ n: string | number }>();
    const rows = Number(row?.n ?? 0);
    if (rows > 0) await this.client.command({ query: `DELETE FROM ${table} WHERE ${where}`, query_params: params });
    return rows;
  }

  /**
   * The table's partitions whose every row is dated before `cutDay` (`YYYY-MM-DD`) in its time column, oldest
   * first: UTC days (`YYYYMMDD`) before the cut day, or for the tables partitioned by month (the rollups,
   * migrations/clickhouse/20261230000200_analytics__monthly_rollup_partitions.sql, and the form events,
   * 20261230000400_analytics__form_events_by_month.sql) months (`YYYYMM`) before
   * the cut day's month; none for a table in one partition (the kept visitor counts).
   */
  private async partitionsBefore(table: SiteDataTable, cutDay: string): Promise<string[]> {
    const [declared] = await (
      await this.client.query({
        query: 'SELECT partition_key FROM system.tables WHERE database = currentDatabase() AND name = {table:String}',
        query_params: { table: table.table },
        format: 'JSONEachRow',
      })
    ).json<{ partition_key: string }>();
    const key = declared?.partition_key ?? '';
    if (key === '') return [];
    const byMonth = key === `toYYYYMM(${table.timeColumn})`;
    const byTimeColumn = key === table.timeColumn || key === `toDate(${table.timeColumn})`;
    const bound = byMonth ? cutDay.slice(0, 7) : byTimeColumn ? cutDay : new Date(Date.parse(cutDay) - DAY_MS).toISOString().slice(0, 10);
    const result = await this.client.query({
      query: `SELECT DISTINCT partition_id FROM system.parts
        WHERE database = currentDatabase() AND table = {table:String} AND active AND partition_id < {bound:String}
        ORDER BY partition_id`,
      query_params: { table: table.table, bound: bound.replaceAll('-', '') },
      format: 'JSONEachRow',
    });
    const ids = (await result.json<{ partition_id: string }>()).map((r) => r.partition_id);
    const shape = byMonth ? MONTH_PARTITION : DAY_PARTITION;
    const odd = ids.find((id) => !shape.test(id));
    // DDL takes no parameters: the id is checked before it is written into the statement.
    if (odd !== undefined) throw new Error(`${table.table}: partition ${odd} is not a UTC ${byMonth ? 'month' : 'day'}; the store expects tables partitioned by day or month`);
    return ids;
  }
}
