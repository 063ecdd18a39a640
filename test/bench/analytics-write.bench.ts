import 'reflect-metadata';
import type { Knex } from 'knex';
import { EventBatchWriter, insertEvents } from '../../src/modules/analytics/adapters/persistence/event-batch.writer.js';
import { ensurePartitions } from '../../src/modules/analytics/adapters/persistence/partition-maintenance.js';
import type { EnrichedEvent } from '../../src/modules/analytics/domain/enriched-event.js';
import { Database } from '../../src/platform/db/index.js';
import { chunks, generateHour } from '../support/analytics/enriched-events.js';

export interface AnalyticsWriteFigures {
  engine: string;
  events: number;
  batchSize: number;
  /** Through EventBatchWriter: events, sessions, hourly rollups, one transaction per batch. */
  writerEventsPerSec: number;
  /** The writer's event INSERT alone (no sessions or rollups), one transaction per batch: the share the rollups cost. */
  eventsOnlyPerSec: number;
  /** The server alone: INSERT … SELECT generate_series into the same table, same row count. */
  generateSeriesRowsPerSec: number;
  ratio: number;
}

const SITE = '00000000-0000-4000-8000-0000000be0c1';
const BASELINE_SITE = '00000000-0000-4000-8000-0000000be0c2';
const START = Date.UTC(2026, 5, 1);
const HOUR = 3_600_000;

/** Realistic-looking traffic: 300 visitors an hour (bounces and 3-event sessions), enough hours for `count` events. */
function generate(count: number): EnrichedEvent[] {
  const events: EnrichedEvent[] = [];
  for (let h = 0; events.length < count; h++) events.push(...generateHour(SITE, new Date(START + h * HOUR), 300).events);
  return events.slice(0, count);
}

/**
 * Worker write throughput (issue 6, point 11): events per second through EventBatchWriter, beside the
 * server's own `INSERT … SELECT generate_series` rate into the same partitioned table in the same run.
 * One writer, sequential batches, on a database migrated by the caller.
 */
export async function benchAnalyticsWrite(engine: string, knex: Knex, count = 200_000, batchSize = 5_000): Promise<AnalyticsWriteFigures> {
  const writer = new EventBatchWriter(new Database(knex));
  const events = generate(count);
  const last = events[events.length - 1]!.occurredAt;
  await ensurePartitions(knex, new Date(START), last);
  // Warm-up on another hour range, so plans and partitions' caches are hot for both measurements.
  await writer.write(generateHour(SITE, new Date(START - 48 * HOUR), 300).events);

  const started = performance.now();
  for (const batch of chunks(events, batchSize)) await writer.write(batch);
  const writerEventsPerSec = count / ((performance.now() - started) / 1000);

  // The same events again under another site id and fresh ids, through the event statement only.
  const copies = events.map((e, i) => ({ ...e, id: crypto.randomUUID(), siteId: BASELINE_SITE, sessionId: `${e.sessionId}/${i}` }));
  const eventsStarted = performance.now();
  for (const batch of chunks(copies, batchSize)) await knex.transaction((trx) => insertEvents(trx, batch));
  const eventsOnlyPerSec = count / ((performance.now() - eventsStarted) / 1000);

  const spanMs = last.getTime() - START;
  const baselineStarted = performance.now();
  await knex.raw(
    `insert into analytics_events (id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data)
     select gen_random_uuid(), ?::uuid, md5((i / 3)::text), 'bench-' || (i / 3), case when i % 3 = 0 then 'pageview' else 'click' end,
            to_timestamp((? + (i::bigint * ?) / ?) / 1000.0), '/pricing', null, 'direct', 'FR', 'Paris', 'Chrome', 'Linux', 'desktop',
            '{"group":"button","text":"Buy","selector":"button.buy","pageX":0.5,"pageY":0.2,"elementX":0.5,"elementY":0.5,"viewportWidth":1280,"rage":false,"dead":false}'::jsonb
     from generate_series(0, ? - 1) as i`,
    [BASELINE_SITE, START, spanMs, count, count],
  );
  const generateSeriesRowsPerSec = count / ((performance.now() - baselineStarted) / 1000);
  return { engine, events: count, batchSize, writerEventsPerSec, eventsOnlyPerSec, generateSeriesRowsPerSec, ratio: writerEventsPerSec / generateSeriesRowsPerSec };
}
