import 'reflect-metadata';
import { readFileSync, statfsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import type { Knex } from 'knex';
import { openClickHouse } from '../../src/modules/analytics/adapters/clickhouse/clickhouse-connection.js';
import { migrateClickHouse } from '../../src/modules/analytics/adapters/clickhouse/clickhouse-migrator.js';
import { ClickHouseEventWriter } from '../../src/modules/analytics/adapters/clickhouse/clickhouse.event-writer.js';
import { ClickHouseReportQueries } from '../../src/modules/analytics/adapters/clickhouse/clickhouse.report-queries.js';
import { ClickHouseRollupCompactor } from '../../src/modules/analytics/adapters/clickhouse/clickhouse.rollup-compactor.js';
import { MemoryLiveStore } from '../../src/modules/analytics/adapters/live/memory.live-store.js';
import { KnexReportQueries } from '../../src/modules/analytics/adapters/persistence/report-queries/knex.report-queries.js';
import { WeeklyRollupsKnexCompactor } from '../../src/modules/analytics/adapters/persistence/weekly-rollups.knex-compactor.js';
import { CompactRollups } from '../../src/modules/analytics/application/compact-rollups/compact-rollups.use-case.js';
import { monthOf } from '../../src/modules/analytics/domain/event-allowance.js';
import type { ReportQueries } from '../../src/modules/analytics/application/reports/report-queries.port.js';
import type { DashboardReportName } from '../../src/modules/analytics/domain/dashboard-report.js';
import { Database } from '../../src/platform/db/index.js';
import { systemClock } from '../../src/shared/index.js';
import { startClickHouseEngine } from '../clickhouse/engine.js';
import { chunks } from '../support/analytics/enriched-events.js';
import {
  benchWindows,
  COLD_SAMPLES,
  DASHBOARD_RANGES_BENCHED,
  dashboardRunners,
  generateDashboardSite,
  latencyOf,
  measure,
  recordRealtimeTraffic,
  type BenchRange,
  type Latency,
  type ReportRunner,
} from './analytics-dashboard.bench.js';
import { realisticTraffic } from './analytics-write.bench.js';
import { CLICKHOUSE_TABLES, clickHouseRowCounts, generateClickHouseRawEvents, generateClickHouseRollups } from './clickhouse-data.js';

/**
 * A report × range timed on one store: its first call (the store's caches dropped), then p50/p95 (nearest
 * rank) of the `samples` calls that followed: COLD_SAMPLES, or fewer (at least MIN_SAMPLES) when they take
 * longer than CELL_BUDGET_MS, so that a slow store does not hold the machine for hours.
 */
export interface ColdLatency extends Latency {
  firstMs: number;
  /** Node's garbage-collection pauses during the first call, which a slow first call may owe to other cells' garbage. */
  firstGcMs: number;
  samples: number;
}

/** Node's garbage-collection pauses as V8 reports them, from now until stop(). */
function watchGcPauses(): { pausedMs(from: number, to: number): Promise<number>; stop(): void } {
  const pauses: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    // The ms of pauses that began in [from, to); pauses are delivered after they end, so a macrotask is awaited first.
    pausedMs: async (from, to) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return pauses.filter((p) => p.start >= from && p.start < to).reduce((sum, p) => sum + p.duration, 0);
    },
    stop: () => observer.disconnect(),
  };
}

const MIN_SAMPLES = 5;
const CELL_BUDGET_MS = 8_000;

async function measureWithin(run: () => Promise<unknown>): Promise<Latency & { samples: number }> {
  const times: number[] = [];
  const started = performance.now();
  while (times.length < COLD_SAMPLES && (times.length < MIN_SAMPLES || performance.now() - started < CELL_BUDGET_MS)) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return { ...latencyOf(times), samples: times.length };
}

export interface IngestRun {
  label: string;
  batchSize: number;
  events: number;
  wallMs: number;
  /** This process (the writer: fold, encoding, the client) and the ClickHouse engine's process, CPU ms. */
  nodeCpuMs: number;
  serverCpuMs: number | null;
}

export interface ClickHouseFigures {
  version: string;
  /** Scale of the ClickHouse site (10 = 100M events); PostgreSQL's is a tenth of it. */
  scale: number;
  events: { clickhouse: number; postgres: number };
  /** os.loadavg() around each phase: other work on this machine inflates every figure. */
  load: { ingest: number[][]; reports: number[][] };
  ingest: { writer: IngestRun[]; baseline: IngestRun };
  generateSeconds: { postgres: { rollups: number; rawEvents: number; compaction: number }; clickhouse: { rollups: number; noise: number; rawEvents: number; merges: number; compaction: number } };
  rows: Record<string, number>;
  /** Bytes on disk of the ClickHouse tables (every site), and the free space left on the data folder's disk. */
  disk: { clickhouseBytes: number; freeBytes: number };
  reports: { report: DashboardReportName | 'usage'; clickhouse: Record<BenchRange, ColdLatency>; postgres: Record<BenchRange, ColdLatency> }[];
  roundTrip: { clickhouse: Latency; postgres: Latency };
}

/** Events per ingest run: the writer bench's count (analytics-write.bench.ts). */
const INGEST_EVENTS = 100_000;
/** The worker's writer batch (TRACKER_TUNING.workerBatching.maxEvents) between a small and a large one. */
const INGEST_BATCHES = [500, 2_000, 5_000] as const;
const WORKER_BATCH = 2_000;
const NOISE_SITES = 1;
const START = Date.UTC(2026, 5, 1);

/**
 * ClickHouse's own caches, emptied before a first call: marks, uncompressed blocks, query results, compiled
 * expressions, the granules a filter ruled out (the query condition cache, on by default since 25.3), loaded
 * primary indexes and mapped files.
 */
const DROP_CACHES = [
  'SYSTEM DROP MARK CACHE',
  'SYSTEM DROP UNCOMPRESSED CACHE',
  'SYSTEM DROP QUERY CACHE',
  'SYSTEM DROP COMPILED EXPRESSION CACHE',
  'SYSTEM DROP QUERY CONDITION CACHE',
  'SYSTEM DROP PRIMARY INDEX CACHE',
  'SYSTEM DROP MMAP CACHE',
];

/** CPU ms of a whole process (every thread) from /proc/<pid>/stat (utime + stime, in clock ticks of 10 ms). */
function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const nodeCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const loadNow = () => loadavg().map((n) => Number(n.toFixed(2)));

async function timed(label: string, batchSize: number, events: number, enginePid: number, work: () => Promise<unknown>): Promise<IngestRun> {
  const server0 = processCpuMs(enginePid);
  const node0 = nodeCpuMs();
  const started = performance.now();
  await work();
  const wallMs = performance.now() - started;
  const server1 = processCpuMs(enginePid);
  return { label, batchSize, events, wallMs, nodeCpuMs: nodeCpuMs() - node0, serverCpuMs: server0 === null || server1 === null ? null : server1 - server0 };
}

async function createDatabase(url: string, name: string): Promise<ClickHouseClient> {
  const admin = createClient({ url });
  await admin.command({ query: `CREATE DATABASE IF NOT EXISTS ${name}` });
  await admin.close();
  const client = openClickHouse({ url, username: 'default', password: '', database: name });
  await migrateClickHouse(client);
  return client;
}

async function scalar(client: ClickHouseClient, query: string): Promise<string> {
  const rows = await (await client.query({ query, format: 'JSONEachRow' })).json<Record<string, string>>();
  return String(Object.values(rows[0]!)[0]);
}

/**
 * The writer on ClickHouse: ClickHouseEventWriter end to end (events, sessions, rollups and visitor tables,
 * under PostgreSQL's session locks as in the worker) on the writer bench's realistic traffic, one writer per
 * batch size and two at once at the worker's batch, beside the server's own INSERT … SELECT FROM numbers()
 * of as many events into analytics_events.
 */
export async function benchIngest(url: string, enginePid: number, pg: Knex, count = INGEST_EVENTS): Promise<ClickHouseFigures['ingest']> {
  const client = await createDatabase(url, 'bench_ingest');
  const writer = new ClickHouseEventWriter(client, new Database(pg));
  const site = (n: number) => `00000000-0000-4000-8000-0000000ce${String(n).padStart(3, '0')}`;
  // Warm-up on other days: the client's connections, the engine's first parts of each table.
  for (const batch of chunks(realisticTraffic(site(998), 10_000, 998).map((e) => ({ ...e, occurredAt: new Date(e.occurredAt.getTime() - 2 * 86_400_000) })), WORKER_BATCH)) await writer.write(batch);

  const runs: IngestRun[] = [];
  for (const [i, size] of INGEST_BATCHES.entries()) {
    const events = realisticTraffic(site(i + 1), count, i + 1);
    // A batch the writer cannot store is a finding to print, not the end of the bench.
    const failed = await timed('ClickHouseEventWriter', size, count, enginePid, async () => {
      for (const batch of chunks(events, size)) await writer.write(batch);
    }).then(
      (run) => (runs.push(run), null),
      (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!,
    );
    if (failed) runs.push({ label: `ClickHouseEventWriter FAILED: ${failed.slice(0, 120)}`, batchSize: size, events: 0, wallMs: Number.NaN, nodeCpuMs: 0, serverCpuMs: null });
  }
  const parallel = [realisticTraffic(site(26), count, 26), realisticTraffic(site(27), count, 27)];
  runs.push(
    await timed('ClickHouseEventWriter, 2 jobs at a time', WORKER_BATCH, 2 * count, enginePid, () =>
      Promise.all(
        parallel.map(async (events) => {
          for (const batch of chunks(events, WORKER_BATCH)) await writer.write(batch);
        }),
      ),
    ),
  );

  const spanMs = 10 * 86_400_000;
  const baseline = await timed('INSERT … SELECT FROM numbers()', count, count, enginePid, () =>
    client.command({
      query: `
        INSERT INTO analytics_events (id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data)
        SELECT generateUUIDv4(number), toUUID('${site(25)}'), lower(hex(MD5(toString(intDiv(number, 10))))), concat('bench-', toString(intDiv(number, 10))),
               if(number % 10 = 0, 'pageview', 'click'), fromUnixTimestamp64Milli(toInt64(${START} + number * ${spanMs} / ${count}), 'UTC'),
               '/pricing', NULL, 'direct', 'FR', 'Paris', 'Chrome', 'Linux', 'desktop',
               '{"group":"button","text":"Buy","selector":"button.buy","pageX":0.5,"pageY":0.2,"elementX":0.5,"elementY":0.5,"viewportWidth":1280,"rage":false,"dead":false}'
        FROM numbers(${count})`,
    }),
  );
  await client.command({ query: 'DROP DATABASE bench_ingest SYNC' });
  await client.close();
  return { writer: runs, baseline };
}

/** Waits until the engine's background merges are done (or 5 minutes), so timings do not share the cores with them. */
async function settleMerges(client: ClickHouseClient): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && Number(await scalar(client, 'SELECT count() FROM system.merges')) > 0) await new Promise((r) => setTimeout(r, 1000));
}

/**
 * ClickHouse at 10× the PostgreSQL dashboard's volume (docs/benchmarks.md, "ClickHouse"): the writer's
 * ingest rate beside the server's own insert, then every report × range through the use cases (the api's
 * code path) on ClickHouseReportQueries over a 100M-event site, beside KnexReportQueries over the
 * dashboard bench's 10M-event site on PostgreSQL, interleaved report by report so both see the same load.
 * `scale` 10 = 100M events on ClickHouse and 10M on PostgreSQL; smaller values give a quick trial run.
 * `only` names the reports to time (all when empty), for a re-run of the ones a change touches.
 */
export async function benchClickHouse(pg: Knex, scale = 10, ingestEvents = INGEST_EVENTS, only: readonly string[] = []): Promise<ClickHouseFigures> {
  const engine = await startClickHouseEngine();
  const gc = watchGcPauses();
  try {
    const loadIngest = [loadNow()];
    const ingest = await benchIngest(engine.url, engine.pid, pg, ingestEvents);
    loadIngest.push(loadNow());
    // Progress on stderr: a run takes tens of minutes.
    console.error(`clickhouse bench: ingest done, ${ingest.writer.map((r) => `${r.batchSize}: ${Math.round(r.events / (r.wallMs / 1000))}/s`).join(', ')}, baseline ${Math.round(ingest.baseline.events / (ingest.baseline.wallMs / 1000))}/s`);

    const generated = await generateDashboardSite(pg, scale / 10);
    let started = performance.now();
    await new CompactRollups(new WeeklyRollupsKnexCompactor(generated.db), systemClock).execute();
    const compaction = (performance.now() - started) / 1000;
    const { site, sites, userId } = generated;
    console.error(`clickhouse bench: PostgreSQL generated (${generated.rollupSeconds.toFixed(0)} + ${generated.rawSeconds.toFixed(0)} + ${compaction.toFixed(0)} s)`);

    const client = await createDatabase(engine.url, 'bench_dashboard');
    // Generation only: one INSERT … SELECT of 100M rows outlasts the client's default 30 s request timeout.
    const generator = createClient({ url: engine.url, database: 'bench_dashboard', request_timeout: 3_600_000 });
    const version = await scalar(client, 'SELECT version()');
    const nowMs = Date.now();
    started = performance.now();
    await generateClickHouseRollups(generator, { siteId: site.id, scale, nowMs });
    const rollups = (performance.now() - started) / 1000;
    started = performance.now();
    for (let i = 0; i < NOISE_SITES; i++) await generateClickHouseRollups(generator, { siteId: `00000000-0000-4000-8000-00000000a${String(i).padStart(3, '0')}`, scale: 0.15 * scale, nowMs });
    const noise = (performance.now() - started) / 1000;
    const rawCount = Math.round(scale * 10_000_000);
    started = performance.now();
    await generateClickHouseRawEvents(generator, site.id, rawCount, nowMs);
    await generator.close();
    const rawEvents = (performance.now() - started) / 1000;
    // The hourly compaction job, as PostgreSQL's above: ClickHouse's keeps the visitor counts of every ended
    // hour and day. Before the merges settle: its inserts start merges of their own.
    started = performance.now();
    await new CompactRollups(new ClickHouseRollupCompactor(client, systemClock), systemClock).execute();
    const chCompaction = (performance.now() - started) / 1000;
    started = performance.now();
    await settleMerges(client);
    const merges = (performance.now() - started) / 1000;
    console.error(`clickhouse bench: ClickHouse generated (${rollups.toFixed(0)} + ${noise.toFixed(0)} + ${rawEvents.toFixed(0)} + ${merges.toFixed(0)} + ${chCompaction.toFixed(0)} s)`);
    const rows = await clickHouseRowCounts(client, site.id, CLICKHOUSE_TABLES);
    const dataPath = await scalar(client, "SELECT data_paths[1] FROM system.tables WHERE database = currentDatabase() AND name = 'analytics_events'");
    const fs = statfsSync(dataPath);
    const disk = { clickhouseBytes: Number(await scalar(client, 'SELECT sum(bytes_on_disk) FROM system.parts WHERE active')), freeBytes: fs.bavail * fs.bsize };

    const live = new MemoryLiveStore(systemClock);
    await recordRealtimeTraffic(live, site.id);
    const windows = benchWindows(new Date());
    // A new reader per call on both stores: nothing memoised between calls (the dashboard bench's "cold").
    let chQueries: ReportQueries = new ClickHouseReportQueries(client);
    let pgQueries: ReportQueries = new KnexReportQueries(generated.db, systemClock);
    const chRunners = dashboardRunners(sites, () => chQueries, live, systemClock);
    const pgRunners = dashboardRunners(sites, () => pgQueries, live, systemClock);
    const month = monthOf(new Date());
    const usage = (queries: () => ReportQueries): ReportRunner => () => queries().storedEvents(site.id, month);

    const cold = async (run: ReportRunner, fresh: () => void, before: () => Promise<unknown>, range: BenchRange): Promise<ColdLatency> => {
      const command = { siteId: site.id, userId, ...windows[range] };
      await before();
      fresh();
      const t = performance.now();
      await run(command);
      const firstMs = performance.now() - t;
      const firstGcMs = await gc.pausedMs(t, t + firstMs);
      return {
        firstMs,
        firstGcMs,
        ...(await measureWithin(() => {
          fresh();
          return run(command);
        })),
      };
    };
    const dropClickHouseCaches = async () => {
      for (const query of DROP_CACHES) await client.command({ query });
    };
    const freshClickHouse = () => (chQueries = new ClickHouseReportQueries(client));
    const freshPostgres = () => (pgQueries = new KnexReportQueries(generated.db, systemClock));

    const loadReports = [loadNow()];
    // Each use case once on PostgreSQL, untimed, so neither store's first cell carries node's one-time warm-up
    // of the report code. ClickHouse's own caches are untouched by it. (It did not explain the overview's slow
    // first ClickHouse call after generation: docs/benchmarks.md, "Re-runs of forms and overview".)
    for (const run of Object.values(pgRunners)) await run({ siteId: site.id, userId, ...windows['7d'] });
    const roundTrip = { clickhouse: await measure(2 * COLD_SAMPLES, () => client.query({ query: 'SELECT 1' }).then((r) => r.text())), postgres: await measure(2 * COLD_SAMPLES, () => pg.raw('select 1')) };
    const reports: ClickHouseFigures['reports'] = [];
    const names = [...(Object.keys(chRunners) as DashboardReportName[]), 'usage' as const].filter((name) => only.length === 0 || only.includes(name));
    for (const report of names) {
      const ch = report === 'usage' ? usage(() => chQueries) : chRunners[report];
      const pgRun = report === 'usage' ? usage(() => pgQueries) : pgRunners[report];
      const clickhouse = {} as Record<BenchRange, ColdLatency>;
      const postgres = {} as Record<BenchRange, ColdLatency>;
      // The allowance's count has one window, the calendar month.
      for (const range of report === 'usage' ? (['30d'] as const) : DASHBOARD_RANGES_BENCHED) {
        clickhouse[range] = await cold(ch, freshClickHouse, dropClickHouseCaches, range);
        postgres[range] = await cold(pgRun, freshPostgres, async () => undefined, range);
      }
      reports.push({ report, clickhouse, postgres });
      console.error(
        `clickhouse bench: ${report} ${Object.entries(clickhouse).map(([r, l]) => `${r} ${l.firstMs.toFixed(0)}/${l.p95Ms.toFixed(0)} ms (GC during the first call: ${l.firstGcMs.toFixed(0)} ms)`).join(', ')}`,
      );
    }
    loadReports.push(loadNow());
    await client.close();
    return {
      version,
      scale,
      events: { clickhouse: rawCount, postgres: Math.round(rawCount / 10) },
      load: { ingest: loadIngest, reports: loadReports },
      ingest,
      generateSeconds: { postgres: { rollups: generated.rollupSeconds, rawEvents: generated.rawSeconds, compaction }, clickhouse: { rollups, noise, rawEvents, merges, compaction: chCompaction } },
      rows,
      disk,
      reports,
      roundTrip,
    };
  } finally {
    gc.stop();
    await engine.stop();
  }
}
