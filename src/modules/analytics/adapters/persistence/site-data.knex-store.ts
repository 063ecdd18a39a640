import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { EventPage, SiteDataStore } from '../../application/ports/site-data.store.port.js';
import type { ExportedEvent } from '../../domain/export-format.js';
import type { SiteRetention } from '../../domain/retention.js';
import { dropPartitionsBefore, ensurePartitions, EVENTS_TABLE } from './partition-maintenance.js';
import { SITE_DATA_TABLES, type SiteDataTable } from './site-data-tables.js';
import { lockSiteWeeks } from './weekly-rollups.knex-compactor.js';

/**
 * Tables keyed by site_id that are not collected data: kept by purges, retention and "delete site data",
 * erased with the site. analytics_export_chunks goes with its analytics_jobs row (ON DELETE CASCADE).
 * analytics_exclusions (the tracker's, migration 20261123000500) also cascades from analytics_sites; it is
 * deleted here all the same so erasing a site never depends on how another table was declared.
 * site-data.knex-store.medium.spec.ts fails when a table with a site_id column is in no list.
 */
export const SITE_JOB_TABLES = ['analytics_jobs'] as const;
export const SITE_SETTINGS_TABLES = ['analytics_exclusions'] as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * What "older than the cut-off" means for a table's time column. Rollup rows stand for a whole hour or
 * UTC day: such a row goes only when its whole bucket is before the cut-off, so a purge "older than 30
 * days" keeps the partly newer day at the edge, as it keeps the newer events in it. A weekly row is a sum
 * of daily rows, so it goes as soon as ONE of its days does: `week < cut-off day` is exactly "the week
 * started before the first kept day"; the week's remaining daily rows stand in for it until it is
 * compacted again. `day` and `week` columns are `date`: compared with a 'YYYY-MM-DD' string, never with
 * a timestamp the session time zone would shift.
 */
export function rowCutoff(table: SiteDataTable, cutoff: Date): Date | string {
  if (table.timeColumn === 'hour') return new Date(Math.floor(cutoff.getTime() / HOUR_MS) * HOUR_MS);
  if (table.timeColumn === 'day' || table.timeColumn === 'week') return new Date(Math.floor(cutoff.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  return cutoff;
}

/** A stored event as read for the export, in either store (the ClickHouse store reads the same columns). */
export interface EventRow {
  id: string;
  site_id: string;
  visitor_id: string;
  session_id: string;
  kind: string;
  occurred_at: Date | string;
  path: string;
  referrer: string | null;
  source_kind: string | null;
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  data: unknown;
  /** occurred_at as the server prints it, microseconds included: the cursor must not lose precision. */
  position: string;
}

@injectable()
export class SiteDataKnexStore implements SiteDataStore {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  /**
   * One DELETE per table, in one transaction so a purge counts and removes all or nothing. On
   * analytics_events the time bound prunes the scan to the partitions before the cut-off and site_id
   * narrows each through the (site_id, occurred_at) index. The site's compaction lock keeps the weekly
   * job from storing a week summed from rows this purge deletes.
   */
  deleteCollected(siteId: string, cutoff: Date | null): Promise<{ events: number }> {
    return this.db.transaction(async () => {
      const knex = this.db.executor();
      await lockSiteWeeks(knex, siteId);
      let events = 0;
      for (const table of SITE_DATA_TABLES) {
        const query = knex(table.table).where('site_id', siteId);
        if (cutoff) query.where(table.timeColumn, '<', rowCutoff(table, cutoff));
        const deleted = await query.delete();
        if (table.table === EVENTS_TABLE) events = deleted;
      }
      return { events };
    });
  }

  eraseSite(siteId: string): Promise<{ events: number }> {
    return this.db.transaction(async () => {
      const result = await this.deleteCollected(siteId, null);
      await deleteJobsAndSettings(this.db.executor(), siteId);
      return result;
    });
  }

  async readEvents(siteId: string, cursor: string | null, limit: number): Promise<EventPage> {
    const after = cursor ? parseCursor(cursor) : null;
    const query = this.db
      .executor()
      .select(
        'id', 'site_id', 'visitor_id', 'session_id', 'kind', 'occurred_at', 'path', 'referrer', 'source_kind',
        'country', 'city', 'browser', 'os', 'device', 'data',
      )
      // UTC and ISO-like whatever the session's TimeZone, so the cursor reads back the same.
      .select(this.db.knex.raw(`to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position`))
      .from(EVENTS_TABLE)
      .where('site_id', siteId)
      .orderBy([{ column: 'occurred_at' }, { column: 'id' }])
      .limit(limit);
    if (after) {
      // The first bound prunes partitions; the second is the exact (time, id) keyset condition.
      query.where('occurred_at', '>=', after.at).andWhere((q) => q.where('occurred_at', '>', after.at).orWhere((q2) => q2.where('occurred_at', after.at).andWhere('id', '>', after.id)));
    }
    return eventPage((await query) as EventRow[], limit);
  }

  retentions(): Promise<SiteRetention[]> {
    return siteRetentions(this.db.executor());
  }

  async deleteAllBefore(cutoff: Date): Promise<{ droppedPartitions: string[]; events: number }> {
    const knex = this.db.knex;
    const droppedPartitions = await dropPartitionsBefore(knex, cutoff);
    let events = 0;
    for (const table of SITE_DATA_TABLES) {
      // On events this reaches only the partition the cut-off falls in: every older one is gone.
      const deleted = await knex(table.table).where(table.timeColumn, '<', rowCutoff(table, cutoff)).delete();
      if (table.table === EVENTS_TABLE) events = deleted;
    }
    return { droppedPartitions, events };
  }

  ensurePartitions(from: Date, to: Date): Promise<string[]> {
    return ensurePartitions(this.db.knex, from, to);
  }
}

/** The site's rows that are not collected data (SITE_JOB_TABLES, SITE_SETTINGS_TABLES), on `knex` (a running transaction's when there is one). */
export async function deleteJobsAndSettings(knex: Knex, siteId: string): Promise<void> {
  for (const table of [...SITE_JOB_TABLES, ...SITE_SETTINGS_TABLES]) {
    await knex(table).where('site_id', siteId).delete();
  }
}

/** Every site's retention setting, from analytics_sites (kept in PostgreSQL whichever store holds the events). */
export async function siteRetentions(knex: Knex): Promise<SiteRetention[]> {
  const rows = await knex('analytics_sites').select<{ id: string; retention_days: number }[]>('id', 'retention_days');
  return rows.map((r) => ({ siteId: r.id, retentionDays: r.retention_days }));
}

/** A page of events read in (occurred_at, id) order, `limit` asked: the next page starts after its last row. */
export function eventPage(rows: EventRow[], limit: number): EventPage {
  const last = rows[rows.length - 1];
  return { events: rows.map(toExported), next: rows.length === limit && last ? `${last.position}|${last.id}` : null };
}

/** A cursor of eventPage: `position|id`; anything else reads from the start. */
export function parseCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = cursor.split('|');
  return at && id ? { at, id } : null;
}

function toExported(row: EventRow): ExportedEvent {
  return {
    id: row.id,
    siteId: row.site_id,
    visitorId: row.visitor_id,
    sessionId: row.session_id,
    kind: row.kind,
    occurredAt: new Date(row.occurred_at),
    path: row.path,
    referrer: row.referrer,
    sourceKind: row.source_kind,
    country: row.country,
    city: row.city,
    browser: row.browser,
    os: row.os,
    device: row.device,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data,
  };
}
