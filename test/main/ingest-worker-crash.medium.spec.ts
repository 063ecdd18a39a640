import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { startProcess, type RunningProcess } from '../../src/main/runtime.js';
import { deleteKeys, randomPrefix, REDIS_URL, requireRedis } from '../platform/queue/bull.redis.js';
import { testServices } from '../support/services.js';
import { spawnApp, type SpawnedApp } from '../support/spawned-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SITE_DATA_TABLES } from '../../src/modules/analytics/adapters/persistence/site-data-tables.js';

/**
 * Nothing the tracker accepted is lost (docs/benchmarks.md, "Goals"; analytics README, "Tracker"), and nothing is stored twice, when a worker dies in the
 * middle of writing a batch. The tracker runs in this process, the workers as real `src/main/worker.ts`
 * processes on Bull and PostgreSQL. To kill worker A while it is inside a batch, the test holds write locks
 * on the rollup tables: A's transaction inserts the events and then waits on a lock, where pg_locks and
 * pg_stat_activity show it; then it gets SIGKILL. Its job's Bull lock lapses and worker B writes it again.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const LOCK_MS = 2_000;

describe('analytics ingest: a worker killed mid-batch', function () {
  this.timeout(180_000);
  const prefix = randomPrefix();
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-ingest-crash-'));
  let db: TestDatabase;
  let tracker: RunningProcess | undefined;
  let holder: Knex.Transaction | undefined;
  const workers: SpawnedApp[] = [];

  before(async function () {
    await requireRedis(this);
    if (!testServices.databaseUrl) {
      console.warn('Skipping: worker processes need a shared PostgreSQL (set DATABASE_URL).');
      this.skip();
    }
    db = await createTestDatabase();
  });

  after(async () => {
    if (holder && !holder.isCompleted()) await holder.rollback();
    for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await tracker?.stop();
    await db?.drop();
    await deleteKeys(prefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores exactly the accepted events once, after worker A is killed inside a write and worker B takes over', async () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      QUEUE_LOCK_MS: String(LOCK_MS),
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SHUTDOWN_GRACE_MS: '1000',
    };
    tracker = await startProcess(['tracker'], { ...env, PORT: '0', HOST: '127.0.0.1' });
    const trackerUrl = `http://127.0.0.1:${tracker.http.port}`;
    const [site] = (await db.knex('analytics_sites').insert({ user_id: 'crash-owner', name: 'Crash', url: 'https://crash.example', host: 'crash.example' }).returning('id')) as { id: string }[];
    const siteId = site!.id;

    // Eight rounds of five concurrent requests: several group commits, hence several jobs.
    let accepted = 0;
    let pageViews = 0;
    for (let round = 0; round < 8; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 5 }, (_, r) => {
          const events = Array.from({ length: 25 }, (_, i) => (i % 5 === 0 ? { type: 'pageview', url: `https://crash.example/p${i}`, ts: Date.now(), referrer: '', utm: {}, screen: 'desktop', language: 'en', title: 'P' } : { type: 'scroll', url: `https://crash.example/p${i}`, ts: Date.now(), depth: i, distance: 40, ms: 100 }));
          return fetch(`${trackerUrl}/t/e`, { method: 'POST', body: JSON.stringify({ site: siteId, events }), headers: { 'user-agent': `${CHROME} r${round}-${r}` } }).then((res) => res.status);
        }),
      );
      expect(statuses).to.deep.equal([202, 202, 202, 202, 202]);
      accepted += 125;
      pageViews += 25;
      await new Promise((r) => setTimeout(r, 30));
    }

    // Hold write locks on every rollup table: a writer gets past its event insert, then waits.
    const locks = await db.knex.transaction();
    holder = locks;
    const rollups = SITE_DATA_TABLES.map((t) => t.table).filter((t) => t !== 'analytics_events');
    await locks.raw(`lock table ${rollups.map(() => '??').join(', ')} in exclusive mode`, rollups);
    const lockHolder = ((await locks.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid')).rows[0]!).pid;

    const workerEnv = { ...process.env, ...env };
    const workerA = await spawnApp('src/main/worker.ts', workerEnv);
    workers.push(workerA);
    const blocked = await waitFor(async () => {
      const { rows } = await db.knex.raw<{ rows: { pid: number; wrote_events: boolean }[] }>(
        `select a.pid,
                exists (select 1 from pg_locks l join pg_class c on c.oid = l.relation
                        where l.pid = a.pid and l.granted and l.mode = 'RowExclusiveLock' and c.relname like 'analytics_events%') as wrote_events
           from pg_stat_activity a
          where ? = any(pg_blocking_pids(a.pid))`,
        [lockHolder],
      );
      return rows.length > 0 ? rows : undefined;
    }, 60_000);
    expect(blocked.some((b) => b.wrote_events), 'worker A has inserted events in its open transaction').to.equal(true);

    workerA.child.kill('SIGKILL');
    await new Promise((resolve) => workerA.child.once('exit', resolve));
    await locks.rollback();

    // Nothing of A's batches was committed: its backends abort their transactions once they find the client gone.
    const pids = blocked.map((b) => b.pid);
    await waitFor(async () => ((await db.knex.raw<{ rows: unknown[] }>('select pid from pg_stat_activity where pid = any(?)', [pids])).rows.length === 0 ? true : undefined), 30_000).catch(async (error: unknown) => {
      const { rows } = await db.knex.raw('select pid, state, wait_event_type, wait_event, xact_start, left(query, 120) as query from pg_stat_activity where pid = any(?)', [pids]);
      throw new Error(`worker A's backends are still there: ${JSON.stringify(rows)} (${String(error)})`);
    });
    const afterKill = await count(db.knex, siteId);
    expect(afterKill, 'events of the killed batches').to.be.below(accepted);

    const workerB = await spawnApp('src/main/worker.ts', workerEnv);
    workers.push(workerB);
    await waitFor(async () => ((await count(db.knex, siteId)) >= accepted ? true : undefined), 90_000);
    // A little longer, so a duplicate write would have had the time to show.
    await new Promise((r) => setTimeout(r, LOCK_MS * 2));

    const { rows } = await db.knex.raw<{ rows: { events: string; ids: string; sessions: string }[] }>(
      'select count(*) as events, count(distinct id) as ids, count(distinct session_id) as sessions from analytics_events where site_id = ?',
      [siteId],
    );
    expect(Number(rows[0]!.events)).to.equal(accepted);
    expect(Number(rows[0]!.ids)).to.equal(accepted);
    // The rollups counted each event once: page views in the hourly table, one row per session.
    const hourly = await db.knex('analytics_hourly').where({ site_id: siteId }).sum({ pv: 'page_views', ev: 'events' }).first();
    expect({ pageViews: Number(hourly?.pv), events: Number(hourly?.ev) }).to.deep.equal({ pageViews, events: accepted });
    const sessions = await db.knex('analytics_sessions').where({ site_id: siteId }).count('* as n').first();
    expect(Number(sessions?.n)).to.equal(Number(rows[0]!.sessions)).and.equal(40);
    expect(workerB.output()).to.not.match(/"level":(50|60)/);
    await workerB.terminate();
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function count(knex: Knex, siteId: string): Promise<number> {
  const row = (await knex('analytics_events').where({ site_id: siteId }).count('* as n').first()) as { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}
