import Bull from 'bull';
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { startProcess, type RunningProcess } from '../../src/main/runtime.js';
import { ANALYTICS_QUEUE, FORMER_INGEST_JOB, INGEST_JOB } from '../../src/modules/analytics/index.js';
import { deleteKeys, randomPrefix, REDIS_URL } from '../platform/queue/bull.redis.js';
import { spawnApp, type SpawnedApp } from './spawned-app.js';

/**
 * The ingest crash specs' rig (test/main/ingest-worker-crash.*.spec.ts): a tracker in the test's process,
 * workers as real `src/main/worker.ts` processes on Bull, one Redis prefix and data folder per rig, and
 * every process it started killed in `close()`, whatever the test's outcome. The specs differ in where
 * the events go (PostgreSQL or ClickHouse) and in how they stop worker A inside a write.
 */

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** Short Bull locks: a killed worker's jobs go back to wait within seconds, for worker B to run again. */
export const CRASH_LOCK_MS = 2_000;
const INGEST_JOBS = new Set<string>([INGEST_JOB, FORMER_INGEST_JOB]);
const JOB_STATES = ['waiting', 'active', 'delayed', 'paused', 'failed'] as const;

/** What the tracker accepted: the figures a clean write of those events gives. */
export interface SentTraffic {
  events: number;
  pageViews: number;
  /** One visitor, one session per request (each has its own user agent and all its events at once). */
  sessions: number;
  /** Page views per path. */
  viewsByPath: Record<string, number>;
}

export class IngestCrashRig {
  readonly prefix = randomPrefix();
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'stacklens-ingest-crash-'));
  private readonly workers: SpawnedApp[] = [];
  private tracker: RunningProcess | undefined;
  private queue: Bull.Queue | undefined;

  /** The tracker's and the workers' environment, around the stores' settings (DATABASE_URL, CLICKHOUSE_*). */
  env(stores: Record<string, string | undefined>): Record<string, string | undefined> {
    return {
      NODE_ENV: 'test',
      DATA_DIR: this.dataDir,
      REDIS_URL,
      QUEUE_PREFIX: this.prefix,
      QUEUE_LOCK_MS: String(CRASH_LOCK_MS),
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SHUTDOWN_GRACE_MS: '1000',
      ...stores,
    };
  }

  /** The tracker, in this process; resolves with its base URL. */
  async startTracker(env: Record<string, string | undefined>): Promise<string> {
    this.tracker = await startProcess(['tracker'], { ...env, PORT: '0', HOST: '127.0.0.1' });
    return `http://127.0.0.1:${this.tracker.http.port}`;
  }

  async addSite(knex: Knex, host: string): Promise<string> {
    const [site] = (await knex('analytics_sites').insert({ user_id: 'crash-owner', name: 'Crash', url: `https://${host}`, host }).returning('id')) as { id: string }[];
    return site!.id;
  }

  /**
   * Eight rounds of five concurrent requests of 25 events (5 page views, 20 scrolls), each round answered
   * before the next is sent: several tracker group commits, hence several jobs, all waiting in Redis
   * before any worker starts.
   */
  async send(trackerUrl: string, siteId: string, host: string): Promise<SentTraffic> {
    const sent: SentTraffic = { events: 0, pageViews: 0, sessions: 0, viewsByPath: {} };
    for (let round = 0; round < 8; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 5 }, (_, r) => {
          const events = Array.from({ length: 25 }, (_, i) =>
            i % 5 === 0
              ? { type: 'pageview', url: `https://${host}/p${i}`, ts: Date.now(), referrer: '', utm: {}, screen: 'desktop', language: 'en', title: 'P' }
              : { type: 'scroll', url: `https://${host}/p${i}`, ts: Date.now(), depth: i, distance: 40, ms: 100 },
          );
          for (const e of events.filter((e) => e.type === 'pageview')) {
            const path = new URL(e.url).pathname;
            sent.viewsByPath[path] = (sent.viewsByPath[path] ?? 0) + 1;
            sent.pageViews += 1;
          }
          sent.events += events.length;
          sent.sessions += 1;
          return fetch(`${trackerUrl}/t/e`, { method: 'POST', body: JSON.stringify({ site: siteId, events }), headers: { 'user-agent': `${CHROME} r${round}-${r}` } }).then((res) => res.status);
        }),
      );
      expect(statuses).to.deep.equal([202, 202, 202, 202, 202]);
    }
    return sent;
  }

  /** A worker process; `close()` kills it if the test has not. */
  async startWorker(env: Record<string, string | undefined>): Promise<SpawnedApp> {
    // A worker compiles its sources through tsx as it starts: on a machine both test lanes load, that can outlast a minute.
    const worker = await spawnApp('src/main/worker.ts', { ...process.env, ...env }, 150_000);
    this.workers.push(worker);
    return worker;
  }

  /** SIGKILL, as an OOM kill or a lost node: no shutdown hook runs, the open connections just drop. */
  async kill(worker: SpawnedApp): Promise<void> {
    if (!running(worker)) return;
    const exited = new Promise((resolve) => worker.child.once('exit', resolve));
    worker.child.kill('SIGKILL');
    await exited;
  }

  /** Waits for `outcome` while `worker` runs: fails if the worker exits first or after `timeoutMs`. */
  async whileRunning<T>(worker: SpawnedApp, outcome: Promise<T>, timeoutMs: number): Promise<T> {
    if (!running(worker)) throw new Error(`the worker had exited:\n${worker.output()}`);
    let timer: NodeJS.Timeout | undefined;
    let exited: (() => void) | undefined;
    const failure = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not done within ${timeoutMs} ms:\n${worker.output()}`)), timeoutMs);
      exited = () => reject(new Error(`the worker exited first:\n${worker.output()}`));
      worker.child.once('exit', exited);
    });
    try {
      return await Promise.race([outcome, failure]);
    } finally {
      clearTimeout(timer);
      worker.child.off('exit', exited!);
    }
  }

  /**
   * No ingest job waits, runs or is delayed, so no worker will write anything more (with the events all
   * stored: every job has run to its end). A failed ingest job fails the test at once, with the workers'
   * output, rather than at the deadline.
   */
  async ingestDone(): Promise<boolean> {
    const jobs = await this.ingestJobs();
    if (jobs.failed > 0) throw new Error(`${jobs.failed} ingest job(s) failed:\n${this.workers.map((w) => w.output()).join('\n')}`);
    return jobs.waiting + jobs.active + jobs.delayed + jobs.paused === 0;
  }

  /**
   * The ingest jobs by state, read in the order a job moves through them (waiting, active, then delayed
   * for a retry or failed), so one that moves between two reads is seen in the later one. The queue also
   * holds the data jobs (the repeating retention and compaction among them): they are left out.
   */
  async ingestJobs(): Promise<Record<(typeof JOB_STATES)[number], number>> {
    this.queue ??= new Bull(ANALYTICS_QUEUE, REDIS_URL, { prefix: this.prefix });
    const counts = {} as Record<(typeof JOB_STATES)[number], number>;
    for (const state of JOB_STATES) counts[state] = (await this.queue.getJobs([state])).filter((job) => job !== null && INGEST_JOBS.has(job.name)).length;
    return counts;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => this.kill(worker)));
    await this.tracker?.stop();
    await this.queue?.close();
    await deleteKeys(this.prefix);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const running = (worker: SpawnedApp): boolean => worker.child.exitCode === null && worker.child.signalCode === null;

/**
 * Polls `probe` until it returns a value; fails after `timeoutMs`, with what `explain` says of the state
 * then. The crash specs wait on conditions, never on time.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number, explain?: () => Promise<string>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms${explain ? `: ${await explain()}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
