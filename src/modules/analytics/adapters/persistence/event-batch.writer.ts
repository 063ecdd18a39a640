import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { hourOf, rollUpBatch, sessionKey, type StoredSession } from '../../domain/event-rollup.js';
import { ensurePartitions, partitionName } from './partition-maintenance.js';

export interface BatchWriteResult {
  /** Events stored by this call. */
  inserted: number;
  /** Events already stored by an earlier attempt of the same job (or a duplicate id in the batch). */
  duplicates: number;
}

/** Rows per INSERT statement: one JSON parameter per statement, so the size is bounded by memory, not by bind parameters. */
export const DEFAULT_CHUNK_SIZE = 5_000;

/** check_violation: PostgreSQL's "no partition of relation found for row". */
const NO_PARTITION = '23514';

const EVENT_COLUMNS = `id uuid, site_id uuid, visitor_id text, session_id text, kind text, occurred_at timestamptz, path text,
  referrer text, source_kind text, country text, city text, browser text, os text, device text, data jsonb`;
const EVENT_NAMES = 'id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data';

/**
 * Writes one queue job's batch of enriched events: the events, their sessions and the hourly rollups,
 * in ONE transaction, so a batch is all or nothing.
 *
 * Idempotency: event ids come from the tracker and travel in the job, so a job retried after a worker
 * died (before or after its commit) re-sends the same ids. Events go in with ON CONFLICT DO NOTHING
 * RETURNING id, and sessions and rollups are computed from the RETURNED (newly stored) events only: a
 * re-written batch adds nothing anywhere, and a batch overlapping an earlier one adds only its new part.
 *
 * Rows travel as one JSON parameter per statement expanded by json_to_recordset: a single bind
 * parameter whatever the row count (no 65,535-parameter limit, no per-row placeholders to build in JS),
 * and the same SQL on node-postgres and PGlite. pg-copy-streams is not a dependency, and COPY cannot do
 * ON CONFLICT anyway.
 *
 * Concurrency: writers may share sessions (two jobs of one visitor). Session keys are locked with
 * transaction-level advisory locks in sorted order before their rows are read, and rollup rows are
 * incremented in (site, hour) order, so concurrent writers neither double count nor deadlock.
 */
@injectable()
export class EventBatchWriter {
  private readonly knownPartitions = new Set<string>();
  chunkSize = DEFAULT_CHUNK_SIZE;

  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async write(events: readonly EnrichedEvent[]): Promise<BatchWriteResult> {
    if (events.length === 0) return { inserted: 0, duplicates: 0 };
    try {
      return await this.writeOnce(events);
    } catch (error) {
      // A partition this process remembered was dropped since (purge): forget them all and try once more.
      if ((error as { code?: string }).code !== NO_PARTITION) throw error;
      this.knownPartitions.clear();
      return this.writeOnce(events);
    }
  }

  private async writeOnce(events: readonly EnrichedEvent[]): Promise<BatchWriteResult> {
    // Outside the batch transaction: creating a partition locks the parent table, keep that short.
    await this.ensurePartitionsFor(events);
    return this.db.transaction(async () => {
      const trx = this.db.executor();
      const insertedIds = new Set<string>();
      for (let start = 0; start < events.length; start += this.chunkSize) {
        for (const id of await insertEvents(trx, events.slice(start, start + this.chunkSize))) insertedIds.add(id);
      }
      const fresh = events.filter((e) => insertedIds.delete(e.id));
      if (fresh.length > 0) await this.rollUp(trx, fresh);
      return { inserted: fresh.length, duplicates: events.length - fresh.length };
    });
  }

  private async ensurePartitionsFor(events: readonly EnrichedEvent[]): Promise<void> {
    let min: Date | undefined;
    let max: Date | undefined;
    for (const { occurredAt } of events) {
      if (this.knownPartitions.has(partitionName(occurredAt))) continue;
      if (!min || occurredAt < min) min = occurredAt;
      if (!max || occurredAt > max) max = occurredAt;
    }
    if (!min || !max) return;
    await ensurePartitions(this.db.knex, min, max);
    for (let at = Math.floor(min.getTime() / 86_400_000) * 86_400_000; at <= max.getTime(); at += 86_400_000) this.knownPartitions.add(partitionName(new Date(at)));
  }

  private async rollUp(trx: Knex, fresh: EnrichedEvent[]): Promise<void> {
    const visitorRows = new Map<string, { site_id: string; hour: string; visitor_id: string }>();
    for (const e of fresh) {
      const hour = hourOf(e.occurredAt).toISOString();
      visitorRows.set(`${e.siteId}|${hour}|${e.visitorId}`, { site_id: e.siteId, hour, visitor_id: e.visitorId });
    }
    const { rows: newVisitors } = await trx.raw<{ rows: { site_id: string; hour: Date }[] }>(
      `insert into analytics_hourly_visitors (site_id, hour, visitor_id)
       select site_id, hour, visitor_id from json_to_recordset(?::json) as t(site_id uuid, hour timestamptz, visitor_id text)
       on conflict do nothing returning site_id, hour`,
      [JSON.stringify([...visitorRows.values()])],
    );

    const keys = [...new Map(fresh.map((e) => [sessionKey(e.siteId, e.sessionId), { site_id: e.siteId, session_id: e.sessionId }])).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    await trx.raw(`select count(pg_advisory_xact_lock(hashtextextended(k, 0))) from (select k from json_array_elements_text(?::json) as k order by k) locks`, [JSON.stringify(keys.map(([k]) => k))]);
    const { rows: stored } = await trx.raw<{ rows: SessionRow[] }>(
      `select s.* from analytics_sessions s join json_to_recordset(?::json) as k(site_id uuid, session_id text) using (site_id, session_id)`,
      [JSON.stringify(keys.map(([, k]) => k))],
    );
    const storedSessions = new Map(stored.map((row) => [sessionKey(row.site_id, row.session_id), fromRow(row)]));

    const rollup = rollUpBatch(fresh, storedSessions, newVisitors.map((v) => ({ siteId: v.site_id, hour: new Date(v.hour) })));
    await trx.raw(
      `insert into analytics_sessions (${SESSION_NAMES})
       select ${SESSION_NAMES} from json_to_recordset(?::json) as t(${SESSION_COLUMNS})
       on conflict (site_id, session_id) do update set ${SESSION_NAMES.split(', ')
         .filter((c) => !['site_id', 'session_id', 'rollup_hour'].includes(c))
         .map((c) => `${c} = excluded.${c}`)
         .join(', ')}`,
      [JSON.stringify(rollup.sessions.map(toRow))],
    );
    await trx.raw(
      `insert into analytics_hourly (${HOURLY_NAMES})
       select ${HOURLY_NAMES} from json_to_recordset(?::json) as t(${HOURLY_COLUMNS})
       on conflict (site_id, hour) do update set ${HOURLY_NAMES.split(', ')
         .filter((c) => c !== 'site_id' && c !== 'hour')
         .map((c) => `${c} = analytics_hourly.${c} + excluded.${c}`)
         .join(', ')}`,
      [
        JSON.stringify(
          rollup.hourly.map((h) => ({
            site_id: h.siteId,
            hour: h.hour.toISOString(),
            page_views: h.pageViews,
            visitors: h.visitors,
            sessions: h.sessions,
            bounces: h.bounces,
            session_seconds: h.sessionSeconds,
            frustrated_sessions: h.frustratedSessions,
            converted_sessions: h.convertedSessions,
            events: h.events,
            clicks: h.clicks,
            rage_clicks: h.rageClicks,
            dead_clicks: h.deadClicks,
            js_errors: h.jsErrors,
            form_submits: h.formSubmits,
            active_ms: h.activeMs,
            total_ms: h.totalMs,
          })),
        ),
      ],
    );
  }
}

/** The event rows alone (exported for the write benchmark's breakdown); returns the ids actually stored. */
export async function insertEvents(trx: Knex, chunk: readonly EnrichedEvent[]): Promise<string[]> {
  const rows = chunk.map((e) => ({
    id: e.id,
    site_id: e.siteId,
    visitor_id: e.visitorId,
    session_id: e.sessionId,
    kind: e.kind,
    occurred_at: e.occurredAt.toISOString(),
    path: e.path,
    referrer: e.referrer,
    source_kind: e.sourceKind,
    country: e.country,
    city: e.city,
    browser: e.browser,
    os: e.os,
    device: e.device,
    data: e.data,
  }));
  const { rows: inserted } = await trx.raw<{ rows: { id: string }[] }>(
    `insert into analytics_events (${EVENT_NAMES})
     select ${EVENT_NAMES} from json_to_recordset(?::json) as t(${EVENT_COLUMNS})
     on conflict do nothing returning id`,
    [JSON.stringify(rows)],
  );
  return inserted.map((r) => r.id);
}

const SESSION_COLUMNS = `site_id uuid, session_id text, visitor_id text, started_at timestamptz, last_seen_at timestamptz, rollup_hour timestamptz,
  entry_path text, exit_path text, page_views integer, interactions integer, rage_clicks integer, dead_clicks integer, js_errors integer,
  form_submits integer, referrer text, source_kind text, country text, city text, browser text, os text, device text`;
const SESSION_NAMES = SESSION_COLUMNS.split(',')
  .map((c) => c.trim().split(' ')[0])
  .join(', ');
const HOURLY_COLUMNS = `site_id uuid, hour timestamptz, page_views integer, visitors integer, sessions integer, bounces integer,
  session_seconds bigint, frustrated_sessions integer, converted_sessions integer, events integer, clicks integer, rage_clicks integer,
  dead_clicks integer, js_errors integer, form_submits integer, active_ms bigint, total_ms bigint`;
const HOURLY_NAMES = HOURLY_COLUMNS.split(',')
  .map((c) => c.trim().split(' ')[0])
  .join(', ');

interface SessionRow {
  site_id: string;
  session_id: string;
  visitor_id: string;
  started_at: Date | string;
  last_seen_at: Date | string;
  rollup_hour: Date | string;
  entry_path: string;
  exit_path: string;
  page_views: number;
  interactions: number;
  rage_clicks: number;
  dead_clicks: number;
  js_errors: number;
  form_submits: number;
  referrer: string | null;
  source_kind: string | null;
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
}

function fromRow(r: SessionRow): StoredSession {
  return {
    siteId: r.site_id,
    sessionId: r.session_id,
    visitorId: r.visitor_id,
    startedAt: new Date(r.started_at),
    lastSeenAt: new Date(r.last_seen_at),
    rollupHour: new Date(r.rollup_hour),
    entryPath: r.entry_path,
    exitPath: r.exit_path,
    pageViews: r.page_views,
    interactions: r.interactions,
    rageClicks: r.rage_clicks,
    deadClicks: r.dead_clicks,
    jsErrors: r.js_errors,
    formSubmits: r.form_submits,
    referrer: r.referrer,
    sourceKind: r.source_kind,
    country: r.country,
    city: r.city,
    browser: r.browser,
    os: r.os,
    device: r.device,
  };
}

function toRow(s: StoredSession): Record<string, unknown> {
  return {
    site_id: s.siteId,
    session_id: s.sessionId,
    visitor_id: s.visitorId,
    started_at: s.startedAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    rollup_hour: s.rollupHour.toISOString(),
    entry_path: s.entryPath,
    exit_path: s.exitPath,
    page_views: s.pageViews,
    interactions: s.interactions,
    rage_clicks: s.rageClicks,
    dead_clicks: s.deadClicks,
    js_errors: s.jsErrors,
    form_submits: s.formSubmits,
    referrer: s.referrer,
    source_kind: s.sourceKind,
    country: s.country,
    city: s.city,
    browser: s.browser,
    os: s.os,
    device: s.device,
  };
}
