import { expect } from 'chai';
import type { Knex } from 'knex';
import { requireRedis } from '../platform/queue/bull.redis.js';
import { IngestCrashRig, waitFor } from '../support/ingest-crash.js';
import { testServices } from '../support/services.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { SITE_DATA_TABLES } from '../../src/modules/analytics/adapters/persistence/site-data-tables.js';

/**
 * Nothing the tracker accepted is lost (docs/benchmarks.md, "Goals"; analytics README, "Tracker"), and nothing is stored twice, when a worker dies in the
 * middle of writing a batch. The tracker runs in this process, the workers as real `src/main/worker.ts`
 * processes on Bull and PostgreSQL (test/support/ingest-crash.ts). To kill worker A while it is inside a batch, the test holds write locks
 * on the rollup tables: A's transaction inserts the events and then waits on a lock, where pg_locks and
 * pg_stat_activity show it; then it gets SIGKILL. Its job's Bull lock lapses and worker B writes it again.
 * The ClickHouse store's counterpart is ingest-worker-crash.clickhouse.spec.ts.
 */
describe('analytics ingest: a worker killed mid-batch', function () {
  this.timeout(360_000);
  const rig = new IngestCrashRig();
  let db: TestDatabase;
  let holder: Knex.Transaction | undefined;

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
    await rig.close();
    await db?.drop();
  });

  it('stores exactly the accepted events once, after worker A is killed inside a write and worker B takes over', async () => {
    const env = rig.env({ DATABASE_URL: db.url });
    const trackerUrl = await rig.startTracker(env);
    const siteId = await rig.addSite(db.knex, 'crash.example');
    const sent = await rig.send(trackerUrl, siteId, 'crash.example');
    const accepted = sent.events;

    // Hold write locks on every rollup table: a writer gets past its event insert, then waits.
    const locks = await db.knex.transaction();
    holder = locks;
    const rollups = SITE_DATA_TABLES.map((t) => t.table).filter((t) => t !== 'analytics_events');
    await locks.raw(`lock table ${rollups.map(() => '??').join(', ')} in exclusive mode`, rollups);
    const lockHolder = ((await locks.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid')).rows[0]!).pid;

    const workerA = await rig.startWorker(env);
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

    await rig.kill(workerA);
    await locks.rollback();

    // Nothing of A's batches was committed: its backends abort their transactions once they find the client gone.
    const pids = blocked.map((b) => b.pid);
    await waitFor(async () => ((await db.knex.raw<{ rows: unknown[] }>('select pid from pg_stat_activity where pid = any(?)', [pids])).rows.length === 0 ? true : undefined), 30_000).catch(async (error: unknown) => {
      const { rows } = await db.knex.raw('select pid, state, wait_event_type, wait_event, xact_start, left(query, 120) as query from pg_stat_activity where pid = any(?)', [pids]);
      throw new Error(`worker A's backends are still there: ${JSON.stringify(rows)} (${String(error)})`);
    });
    const afterKill = await count(db.knex, siteId);
    expect(afterKill, 'events of the killed batches').to.be.below(accepted);

    const workerB = await rig.startWorker(env);
    // Every job has run to its end, so a duplicate write would show.
    await waitFor(
      async () => ((await count(db.knex, siteId)) >= accepted && (await rig.ingestDone()) ? true : undefined),
      90_000,
      async () => `${await count(db.knex, siteId)} of ${accepted} events stored, ingest jobs ${JSON.stringify(await rig.ingestJobs())}\n${workerB.output()}`,
    );

    const { rows } = await db.knex.raw<{ rows: { events: string; ids: string; sessions: string }[] }>(
      'select count(*) as events, count(distinct id) as ids, count(distinct session_id) as sessions from analytics_events where site_id = ?',
      [siteId],
    );
    expect(Number(rows[0]!.events)).to.equal(accepted);
    expect(Number(rows[0]!.ids)).to.equal(accepted);
    // The rollups counted each event once: page views in the hourly table, one row per session.
    const hourly = await db.knex('analytics_hourly').where({ site_id: siteId }).sum({ pv: 'page_views', ev: 'events' }).first();
    expect({ pageViews: Number(hourly?.pv), events: Number(hourly?.ev) }).to.deep.equal({ pageViews: sent.pageViews, events: accepted });
    const sessions = await db.knex('analytics_sessions').where({ site_id: siteId }).count('* as n').first();
    expect(Number(sessions?.n)).to.equal(Number(rows[0]!.sessions)).and.equal(sent.sessions);
    expect(workerB.output()).to.not.match(/"level":(50|60)/);
    await workerB.terminate();
  });
});

async function count(knex: Knex, siteId: string): Promise<number> {
  const row = (await knex('analytics_events').where({ site_id: siteId }).count('* as n').first()) as { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}
