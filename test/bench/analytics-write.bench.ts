import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import { copyEvents } from '../../src/modules/analytics/adapters/persistence/event-batch/copy-protocol.js';
import { EventBatchWriter, insertEvents } from '../../src/modules/analytics/adapters/persistence/event-batch/event-batch.writer.js';
import { IngestEventsProcessor } from '../../src/modules/analytics/adapters/queue/ingest-events.processor.js';
import { MemoryLiveStore } from '../../src/modules/analytics/adapters/live/memory.live-store.js';
import { UaParserUserAgentReader } from '../../src/modules/analytics/adapters/user-agent/ua-parser.user-agent-reader.js';
import { DroppedCounter } from '../../src/modules/analytics/application/ingest/dropped-counter.js';
import { EnrichQueuedRequests } from '../../src/modules/analytics/application/ingest/enrich-queued-requests.js';
import { ANALYTICS_QUEUE, INGEST_JOB } from '../../src/modules/analytics/index.js';
import { StoreAcceptedEvents } from '../../src/modules/analytics/application/ingest/store-accepted-events.js';
import { TRACKER_TUNING } from '../../src/modules/analytics/application/tracker-settings.js';
import { ensurePartitions } from '../../src/modules/analytics/adapters/persistence/partition-maintenance.js';
import type { ElementGroup } from '../../src/modules/analytics/domain/element-groups.js';
import type { EnrichedEvent } from '../../src/modules/analytics/domain/enriched-event.js';
import type { SourceKind } from '../../src/modules/analytics/domain/source-classification.js';
import { Database, isPglite } from '../../src/platform/db/index.js';
import { chunks, generateHour, queuedJobs } from '../support/analytics/enriched-events.js';

/** Wall time and CPU time of one measured run; CPU is what the run would cost on an idle machine. */
export interface Measured {
  label: string;
  events: number;
  batchSize: number;
  wallMs: number;
  /** This process (the worker's side: folding, encoding, the driver). */
  nodeCpuMs: number;
  /** The PostgreSQL backend serving the connection; null for PGlite (it runs inside this process). */
  serverCpuMs: number | null;
}

export interface StageCost {
  stage: string;
  nodeCpuMs: number;
  serverCpuMs: number | null;
}

export interface AnalyticsWriteFigures {
  engine: string;
  /** Events per session in the realistic mix, and the share of each kind. */
  mix: { eventsPerSession: number; kinds: Record<string, number> };
  /** EventBatchWriter end to end (events, sessions, hourly and daily rollups), realistic mix, per batch size. */
  writer: Measured[];
  /** Two writers at once (the worker's ingest concurrency), twice the events, the reference batch size. */
  writerParallel: Measured;
  /** Small jobs through the worker's processor, which gathers them into writer batches. */
  workerJobs: Measured;
  /** The same at one batch size on the bounce-heavy mix of test/support (2.5 events per session). */
  writerBounceHeavy: Measured;
  /** The portable path (json_to_recordset, no COPY) end to end, for comparison. */
  writerPortable: Measured | null;
  /** Events alone: COPY (PostgreSQL) and the portable INSERT … SELECT json_to_recordset … RETURNING id. */
  eventsCopy: Measured | null;
  eventsInsert: Measured;
  /** Where the writer's time goes at the reference batch size, step by step (EventBatchWriter.onStep). */
  stages: StageCost[];
  /** The server alone: INSERT … SELECT generate_series into the same table, same row count. */
  generateSeries: Measured;
}

const START = Date.UTC(2026, 5, 1);
/** The batch size of the detailed runs (stage costs, two writers, the portable path): a mid-sized writer batch. */
export const REFERENCE_BATCH = 500;
const HOUR = 3_600_000;

/** Seeded PRNG (mulberry32): the same traffic on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PATHS = ['/', '/pricing', '/features', '/blog', '/blog/launch-week', '/blog/privacy-first-analytics', '/docs', '/docs/install', '/docs/api', '/signup', '/contact', '/about'];
const SOURCES: { kind: SourceKind; referrer: string | null; utm?: { source: string; medium: string; campaign: string } }[] = [
  { kind: 'direct', referrer: null },
  { kind: 'direct', referrer: null },
  { kind: 'organic-search', referrer: 'https://www.google.com/' },
  { kind: 'organic-search', referrer: 'https://duckduckgo.com/' },
  { kind: 'social', referrer: 'https://news.ycombinator.com/item?id=1' },
  { kind: 'referrer', referrer: 'https://blog.example.org/post' },
  { kind: 'campaign', referrer: null, utm: { source: 'newsletter', medium: 'email', campaign: 'november' } },
];
const PLACES = [
  ['FR', 'Paris'],
  ['DE', 'Berlin'],
  ['US', 'New York'],
  ['JP', 'Tokyo'],
  ['BR', null],
] as const;
const CLIENTS = [
  ['Chrome', 'Windows', 'desktop', 'desktop', 1600],
  ['Chrome', 'Android', 'mobile', 'mobile', 412],
  ['Safari', 'iOS', 'mobile', 'mobile', 390],
  ['Firefox', 'Linux', 'desktop', 'laptop', 1366],
  ['Safari', 'macOS', 'desktop', 'laptop', 1440],
  ['Edge', 'Windows', 'tablet', 'tablet', 800],
] as const;
/** Clicks land on elements, so a heatmap has hot spots: each element has its place on the page (x, y fractions). */
const ELEMENTS: { group: ElementGroup; selector: string; text: string; x: number; y: number }[] = [
  { group: 'button', selector: 'main>button.cta', text: 'Start free trial', x: 0.5, y: 0.12 },
  { group: 'link', selector: 'nav>a:nth-of-type(2)', text: 'Pricing', x: 0.7, y: 0.01 },
  { group: 'navigation', selector: 'nav>a', text: 'Docs', x: 0.8, y: 0.01 },
  { group: 'image', selector: 'main>img', text: '', x: 0.3, y: 0.35 },
  { group: 'card', selector: 'section>article:nth-of-type(3)', text: 'Privacy first', x: 0.6, y: 0.55 },
  { group: 'input', selector: 'form>input', text: 'Email', x: 0.4, y: 0.85 },
];

/**
 * Traffic shaped like the snippet's: sessions of 1 to 6 page views (about 40 % bounces), each view with
 * its engagement event, a few scroll gestures and clicks (some rage or dead), now and then a form filled in
 * and a JS error. Visitors arrive evenly; events are returned in time order, so sessions straddle batches.
 */
export function realisticTraffic(siteId: string, count: number, seed = 1): EnrichedEvent[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const events: EnrichedEvent[] = [];
  for (let n = 0; events.length < count; n++) {
    const t0 = START + n * 4_000;
    const visitorId = createHash('sha256').update(`${siteId}/${seed}/${n}`).digest('hex').slice(0, 32);
    const sessionId = `s${seed}-${n}`;
    const source = pick(SOURCES);
    const [country, city] = pick(PLACES);
    const [browser, os, device, screen, width] = pick(CLIENTS);
    const base = (at: number, path: string) => ({ id: randomUUID(), siteId, visitorId, sessionId, occurredAt: new Date(at), path, referrer: null, sourceKind: source.kind, country, city, browser, os, device });
    const views = rnd() < 0.4 ? 1 : 2 + Math.floor(rnd() * 5);
    let at = t0;
    for (let v = 0; v < views; v++) {
      const path = v === 0 ? pick(PATHS.slice(0, 6)) : pick(PATHS);
      events.push({
        ...base(at, path),
        referrer: v === 0 ? source.referrer : `https://example.com${path}`,
        kind: 'pageview',
        data: { referrer: v === 0 ? (source.referrer ?? '') : 'https://example.com/', utm: v === 0 && source.utm ? source.utm : {}, screen, language: 'en-GB', title: 'Example' },
      });
      let depth = 0;
      for (let s = Math.floor(rnd() * 5); s > 0; s--) {
        at += 2_000 + Math.floor(rnd() * 8_000);
        const distance = Math.floor((rnd() - 0.25) * 2_000);
        depth = Math.min(100, Math.max(depth, 20 + Math.floor(rnd() * 80)));
        events.push({ ...base(at, path), kind: 'scroll', data: { depth, distance, ms: 300 + Math.floor(rnd() * 1_500) } });
      }
      for (let c = Math.floor(rnd() * 3.5); c > 0; c--) {
        at += 1_000 + Math.floor(rnd() * 5_000);
        const { x, y, ...element } = pick(ELEMENTS);
        const near = (v: number) => Math.round(Math.min(1, Math.max(0, v + (rnd() - 0.5) * 0.06)) * 1e4) / 1e4;
        events.push({ ...base(at, path), kind: 'click', data: { ...element, pageX: near(x), pageY: near(y), elementX: 0.5, elementY: 0.5, viewportWidth: width, rage: rnd() < 0.05, dead: rnd() < 0.05 } });
      }
      if (rnd() < 0.08) {
        for (const action of ['input', 'change', 'submit'] as const) {
          at += 3_000;
          events.push({ ...base(at, path), kind: 'form', data: { action, name: 'email', htmlType: action === 'submit' ? 'form' : 'email', hasValue: true, valid: true, required: true } });
        }
      }
      if (rnd() < 0.03) {
        at += 500;
        events.push({ ...base(at, path), kind: 'error', data: { message: "TypeError: Cannot read properties of undefined (reading 'map')", source: 'https://example.com/assets/app.js', line: 1, col: 4242 } });
      }
      at += 1_000 + Math.floor(rnd() * 20_000);
      const totalMs = at - t0;
      events.push({ ...base(at, path), kind: 'engagement', data: { activeMs: Math.floor(totalMs * 0.6), totalMs, scrollDepth: depth } });
      at += 200;
    }
  }
  return events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()).slice(0, count);
}

function describeMix(events: readonly EnrichedEvent[]): AnalyticsWriteFigures['mix'] {
  const kinds: Record<string, number> = {};
  for (const e of events) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
  for (const k of Object.keys(kinds)) kinds[k] = Math.round((1000 * kinds[k]!) / events.length) / 10;
  return { eventsPerSession: Math.round((10 * events.length) / new Set(events.map((e) => e.sessionId)).size) / 10, kinds };
}

/** CPU time of a process in ms from /proc/<pid>/schedstat (nanoseconds on a CPU), or null where unavailable. */
function processCpuMs(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

const nodeCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The bench's connections are tagged with this application_name, so their server processes can be found. */
export const BENCH_APPLICATION = 'stacklens-write-bench';

/** CPU time of the server processes behind `knex` (all its pooled connections); null for PGlite. */
async function serverCpu(knex: Knex): Promise<() => number | null> {
  if (isPglite(knex)) return () => null;
  // Open every pooled connection first, so each has a backend to read.
  await Promise.all([0, 1].map(() => knex.raw('select pg_sleep(0.05)')));
  const { rows } = await knex.raw<{ rows: { pid: number }[] }>('select pid from pg_stat_activity where application_name = ?', [BENCH_APPLICATION]);
  const pids = rows.map((r) => r.pid);
  if (pids.length === 0) return () => null;
  // A connection the pool closes while idle takes its CPU time with it; it was idle, so its last reading stands.
  const lastRead = new Map(pids.map((pid) => [pid, processCpuMs(pid) ?? 0]));
  return () => {
    let total = 0;
    for (const pid of pids) {
      const ms = processCpuMs(pid) ?? lastRead.get(pid)!;
      lastRead.set(pid, ms);
      total += ms;
    }
    return total;
  };
}

async function measure(label: string, knex: Knex, events: number, batchSize: number, work: () => Promise<void>): Promise<Measured> {
  const server = await serverCpu(knex);
  const server0 = server();
  const node0 = nodeCpuMs();
  const started = performance.now();
  await work();
  const wallMs = performance.now() - started;
  const server1 = server();
  return { label, events, batchSize, wallMs, nodeCpuMs: nodeCpuMs() - node0, serverCpuMs: server0 === null || server1 === null ? null : server1 - server0 };
}

const site = (n: number) => `00000000-0000-4000-8000-0000000be${String(n).padStart(3, '0')}`;

/**
 * Worker write throughput (docs/benchmarks.md, "Goals"): events per second through EventBatchWriter at several
 * batch sizes, the events' own COPY and INSERT, and the server's own `INSERT … SELECT generate_series`
 * into the same partitioned table in the same run. One writer with sequential batches, then two at once,
 * on a database migrated by the caller; on PostgreSQL the pool must hold two connections tagged with
 * BENCH_APPLICATION (their server processes' CPU time is read from /proc).
 */
export async function benchAnalyticsWrite(
  engine: string,
  knex: Knex,
  count = 100_000,
  batchSizes: readonly number[] = [25, 100, 500, 2_000, 5_000],
  reference = REFERENCE_BATCH,
): Promise<AnalyticsWriteFigures> {
  const database = new Database(knex);
  const writer = new EventBatchWriter(database);
  const traffic = (n: number) => realisticTraffic(site(n), count, n);
  const span = traffic(999);
  await ensurePartitions(knex, new Date(START - 2 * 24 * HOUR), new Date(span[span.length - 1]!.occurredAt.getTime() + 24 * HOUR));
  // Warm-up on other days, so plans and partitions' caches are hot for every measurement.
  for (const batch of chunks(realisticTraffic(site(998), 20_000, 998).map((e) => ({ ...e, occurredAt: new Date(e.occurredAt.getTime() - 36 * HOUR) })), reference)) await writer.write(batch);

  const writerRuns: Measured[] = [];
  for (const [i, size] of batchSizes.entries()) {
    const events = traffic(i + 1);
    writerRuns.push(
      await measure('EventBatchWriter', knex, count, size, async () => {
        for (const batch of chunks(events, size)) await writer.write(batch);
      }),
    );
  }

  // The worker runs two ingest jobs at a time (TRACKER_TUNING.workerBatching): two writers, each on its own connection.
  const parallelEvents = [traffic(26), traffic(27)];
  const writerParallel = await measure('EventBatchWriter, 2 jobs at a time', knex, 2 * count, reference, async () => {
    await Promise.all(
      parallelEvents.map(async (events) => {
        for (const batch of chunks(events, reference)) await writer.write(batch);
      }),
    );
  });

  // The worker as it runs: tracker-sized jobs (25 events, what a quiet tracker's group commit makes),
  // 128 at once (the queue's concurrency), validated and enriched, then gathered by IngestEventsProcessor
  // into writer batches with their sessions (the memory live store: no Redis round trip in this figure).
  const queued = queuedJobs(traffic(28), 25);
  const live = new MemoryLiveStore({ now: () => new Date() });
  const dropped = new DroppedCounter(live, { droppedFlushMs: 60_000 }, { warn: () => undefined });
  const processor = new IngestEventsProcessor(new EnrichQueuedRequests(new UaParserUserAgentReader(), dropped), new StoreAcceptedEvents(live, writer, { warn: () => undefined }), { workerBatching: TRACKER_TUNING.workerBatching });
  const workerJobs = await measure('IngestEventsProcessor (validation, enrichment, sessions), jobs of 25, 128 at once', knex, count, 25, async () => {
    const jobs = queued.values();
    const lane = async () => {
      for (const data of jobs) await processor.handle({ id: 'bench', queue: ANALYTICS_QUEUE, name: INGEST_JOB, data, attempt: 1, reportProgress: async () => undefined, signal: new AbortController().signal });
    };
    await Promise.all(Array.from({ length: 128 }, lane));
  });

  const bounceHeavy: EnrichedEvent[] = [];
  for (let h = 0; bounceHeavy.length < count; h++) bounceHeavy.push(...generateHour(site(20), new Date(START + h * HOUR), 300).events);
  const writerBounceHeavy = await measure('EventBatchWriter, bounce-heavy mix', knex, count, reference, async () => {
    for (const batch of chunks(bounceHeavy.slice(0, count), reference)) await writer.write(batch);
  });

  let writerPortable: Measured | null = null;
  if (writer.useCopy) {
    const portable = new EventBatchWriter(database);
    portable.useCopy = false;
    const events = traffic(21);
    writerPortable = await measure('EventBatchWriter, portable path', knex, count, reference, async () => {
      for (const batch of chunks(events, reference)) await portable.write(batch);
    });
  }

  let eventsCopy: Measured | null = null;
  if (writer.useCopy) {
    const events = traffic(22);
    eventsCopy = await measure('events COPY alone', knex, count, reference, async () => {
      for (const batch of chunks(events, reference)) await knex.transaction((trx) => copyEvents(trx, batch));
    });
  }
  const insertEventsOf = traffic(23);
  const eventsInsert = await measure('events INSERT … json_to_recordset alone', knex, count, reference, async () => {
    for (const batch of chunks(insertEventsOf, reference)) await knex.transaction((trx) => insertEvents(trx, batch));
  });

  const stages = await stageCosts(knex, traffic(24), reference);

  const baselineSite = site(25);
  const spanMs = span[span.length - 1]!.occurredAt.getTime() - START;
  const generateSeries = await measure('INSERT … SELECT generate_series', knex, count, count, async () => {
    await knex.raw(
      `insert into analytics_events (id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data)
       select gen_random_uuid(), ?::uuid, md5((i / 10)::text), 'bench-' || (i / 10), case when i % 10 = 0 then 'pageview' else 'click' end,
              to_timestamp((? + (i::bigint * ?) / ?) / 1000.0), '/pricing', null, 'direct', 'FR', 'Paris', 'Chrome', 'Linux', 'desktop',
              '{"group":"button","text":"Buy","selector":"button.buy","pageX":0.5,"pageY":0.2,"elementX":0.5,"elementY":0.5,"viewportWidth":1280,"rage":false,"dead":false}'::jsonb
       from generate_series(0, ? - 1) as i`,
      [baselineSite, START, spanMs, count, count],
    );
  });

  return { engine, mix: describeMix(span), writer: writerRuns, writerParallel, workerJobs, writerBounceHeavy, writerPortable, eventsCopy, eventsInsert, stages, generateSeries };
}

/** The writer's steps (its `onStep` hook), CPU time summed per step over all batches. */
async function stageCosts(knex: Knex, events: readonly EnrichedEvent[], batchSize: number): Promise<StageCost[]> {
  const server = await serverCpu(knex);
  const writer = new EventBatchWriter(new Database(knex));
  const totals = new Map<string, { node: number; server: number | null }>();
  const sample = () => ({ node: nodeCpuMs(), server: server() });
  // Reading /proc costs this process CPU time too: measured here, taken off each step it lands in.
  const calibration = nodeCpuMs();
  for (let i = 0; i < 200; i++) sample();
  const sampleMs = (nodeCpuMs() - calibration) / 200;
  let last = sample();
  writer.onStep = (stage) => {
    const now = sample();
    const t = totals.get(stage) ?? { node: 0, server: now.server === null ? null : 0 };
    t.node += now.node - last.node - sampleMs;
    if (t.server !== null && now.server !== null && last.server !== null) t.server += now.server - last.server;
    totals.set(stage, t);
    last = now;
  };
  for (const batch of chunks(events, batchSize)) {
    last = sample();
    await writer.write(batch);
  }
  return [...totals].map(([stage, t]) => ({ stage, nodeCpuMs: t.node, serverCpuMs: t.server }));
}
