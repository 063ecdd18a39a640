import 'reflect-metadata';
import { expect } from 'chai';
import type { ClickHouseClient } from '@clickhouse/client';
import { ClickHouseEventWriter } from '../../src/modules/analytics/adapters/clickhouse/clickhouse.event-writer.js';
import { requireRedis } from '../platform/queue/bull.redis.js';
import { clickHouseEvents, clickHouseRollup, clickHouseSnapshot } from '../support/analytics/store-tables.js';
import { startClickHouseHoldingProxy, type ClickHouseHoldingProxy } from '../support/clickhouse-holding-proxy.js';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../support/clickhouse-test-database.js';
import { IngestCrashRig, waitFor } from '../support/ingest-crash.js';
import { testServices } from '../support/services.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * ingest-worker-crash.medium.spec.ts on the ClickHouse store: nothing accepted is lost and nothing counted
 * twice when a worker dies between two of the ClickHouse writer's inserts (adapters/clickhouse/
 * clickhouse.event-writer.ts: rollups and visitors, then sessions, then the events last, each insert with
 * a deduplication token of the batch). Worker A talks to ClickHouse through a loopback proxy that never
 * forwards the first INSERT into the chosen table, nor anything after it; when that insert arrives, A gets
 * SIGKILL. Worker B, on the engine directly, runs A's jobs again once their Bull locks lapse. The result
 * must be what one clean write of the same events gives: the events once each, and every rollup, visitor
 * and session row as the writer leaves them from a single batch in a fresh database.
 */
describe('analytics ingest on ClickHouse: a worker killed between two inserts of a batch', function () {
  this.timeout(480_000);
  const rigs: IngestCrashRig[] = [];
  const proxies: ClickHouseHoldingProxy[] = [];
  let pg: TestDatabase;
  let ch: ClickHouseTestDatabase;
  let reference: ClickHouseTestDatabase;

  before(async function () {
    await requireRedis(this);
    if (!testServices.databaseUrl) {
      console.warn('Skipping: worker processes need a shared PostgreSQL (set DATABASE_URL).');
      this.skip();
    }
    [pg, ch, reference] = await Promise.all([createTestDatabase(), createClickHouseTestDatabase(), createClickHouseTestDatabase()]);
  });

  after(async () => {
    for (const rig of rigs) await rig.close();
    for (const proxy of proxies) await proxy.close();
    await Promise.all([pg?.drop(), ch?.drop(), reference?.drop()]);
  });

  // Held at the events: A has stored the rollups, visitors and sessions. Held at the sessions: the rollups and visitors only.
  for (const [table, host] of [
    ['analytics_events', 'events-held.example'],
    ['analytics_sessions', 'sessions-held.example'],
  ] as const) {
    it(`stores the accepted events once and counts them once when worker A dies at its INSERT INTO ${table}`, async () => {
      const rig = new IngestCrashRig();
      rigs.push(rig);
      const direct = ch.settings.url;
      const env = rig.env({ DATABASE_URL: pg.url, CLICKHOUSE_URL: direct, CLICKHOUSE_DATABASE: ch.settings.database });
      const trackerUrl = await rig.startTracker(env);
      const siteId = await rig.addSite(pg.knex, host);
      const sent = await rig.send(trackerUrl, siteId, host);

      const insertInto = new RegExp(`^INSERT INTO ${table}\\b`);
      const proxy = await startClickHouseHoldingProxy(direct, (statement) => insertInto.test(statement));
      proxies.push(proxy);
      const workerA = await rig.startWorker({ ...env, CLICKHOUSE_URL: proxy.url });
      await rig.whileRunning(workerA, proxy.held, 90_000);
      await rig.kill(workerA);

      // What A left: every insert before the held one, none from it on.
      const rows = await tableRows(ch.client, siteId);
      expect(rows.analytics_events, 'events written by A').to.equal(0);
      expect(rows.analytics_hourly, 'hourly increments written by A').to.be.above(0);
      expect(rows.analytics_daily_visitors, 'visitor rows written by A').to.be.above(0);
      if (table === 'analytics_events') expect(rows.analytics_sessions, 'sessions written by A').to.be.above(0);
      else expect(rows.analytics_sessions, 'sessions written by A').to.equal(0);

      const workerB = await rig.startWorker(env);
      // Every job has run to its end, so a second write of anything would show.
      await waitFor(
        async () => ((await eventCount(ch.client, siteId)) >= sent.events && (await rig.ingestDone()) ? true : undefined),
        120_000,
        async () => `${await eventCount(ch.client, siteId)} of ${sent.events} events stored, ingest jobs ${JSON.stringify(await rig.ingestJobs())}\n${workerB.output()}`,
      );

      const stored = await eventFigures(ch.client, siteId);
      expect(stored, 'events stored: rows, rows FINAL, distinct ids and sessions').to.deep.equal({ rows: sent.events, final: sent.events, ids: sent.events, sessions: sent.sessions });
      const hourly = await clickHouseRollup(ch.client, 'analytics_hourly', siteId);
      expect(sum(hourly, 'page_views'), 'hourly page views').to.equal(sent.pageViews);
      expect(sum(hourly, 'sessions'), 'hourly sessions').to.equal(sent.sessions);
      expect(sum(hourly, 'events'), 'hourly events').to.equal(sent.events);
      const pages = await clickHouseRollup(ch.client, 'analytics_daily_pages', siteId);
      expect(sumBy(pages, 'path', 'views'), 'daily page views by path').to.deep.equal(sent.viewsByPath);
      const dims = await clickHouseRollup(ch.client, 'analytics_daily_dims', siteId);
      const sessionsByDim = sumBy(dims, 'dim', 'sessions');
      // Each session counted once under each dimension it has a value for; all sessions have the same kinds of values.
      expect(sessionsByDim, 'daily dims sessions').to.include({ source: sent.sessions, browser: sent.sessions, os: sent.sessions, screen: sent.sessions });
      for (const [dim, sessions] of Object.entries(sessionsByDim)) expect(sessions, `daily ${dim} sessions`).to.equal(sent.sessions);
      expect(await visitors(ch.client, siteId), 'distinct visitors (hourly, daily)').to.deep.equal({ hourly: sent.sessions, daily: sent.sessions });

      // Every table as one clean write of the same events leaves it, in a database of its own.
      const events = await clickHouseEvents(ch.client, siteId);
      await new ClickHouseEventWriter(reference.client, pg.database).write(events);
      const [crashed, clean] = await Promise.all([clickHouseSnapshot(ch.client, siteId), clickHouseSnapshot(reference.client, siteId)]);
      for (const name of Object.keys(clean) as (keyof typeof clean)[]) expect(crashed[name], name).to.deep.equal(clean[name]);

      expect(workerB.output()).to.not.match(/"level":(50|60)/);
      await workerB.terminate();
    });
  }
});

const sum = (rows: readonly Record<string, unknown>[], column: string): number => rows.reduce((total, row) => total + Number(row[column]), 0);

function sumBy(rows: readonly Record<string, unknown>[], key: string, column: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) out[String(row[key])] = (out[String(row[key])] ?? 0) + Number(row[column]);
  return out;
}

async function one<T>(client: ClickHouseClient, query: string, siteId: string): Promise<T> {
  const [row] = await (await client.query({ query, query_params: { site: siteId }, format: 'JSONEachRow' })).json<T>();
  return row!;
}

async function eventCount(client: ClickHouseClient, siteId: string): Promise<number> {
  return Number((await one<{ n: string }>(client, 'SELECT count() AS n FROM analytics_events FINAL WHERE site_id = {site:UUID}', siteId)).n);
}

/** Stored rows as they are (an insert that went in twice shows until parts merge), FINAL, distinct ids and sessions. */
async function eventFigures(client: ClickHouseClient, siteId: string): Promise<{ rows: number; final: number; ids: number; sessions: number }> {
  const raw = await one<{ rows: string; ids: string; sessions: string }>(
    client,
    'SELECT count() AS rows, uniqExact(id) AS ids, uniqExact(session_id) AS sessions FROM analytics_events WHERE site_id = {site:UUID}',
    siteId,
  );
  return { rows: Number(raw.rows), final: await eventCount(client, siteId), ids: Number(raw.ids), sessions: Number(raw.sessions) };
}

async function visitors(client: ClickHouseClient, siteId: string): Promise<{ hourly: number; daily: number }> {
  const row = await one<{ hourly: string; daily: string }>(
    client,
    `SELECT (SELECT uniqExact(visitor_id) FROM analytics_hourly_visitors WHERE site_id = {site:UUID}) AS hourly,
            (SELECT uniqExact(visitor_id) FROM analytics_daily_visitors WHERE site_id = {site:UUID}) AS daily`,
    siteId,
  );
  return { hourly: Number(row.hourly), daily: Number(row.daily) };
}

/** Rows of the site in the tables A writes, as stored (no FINAL, no merge needed). */
async function tableRows(client: ClickHouseClient, siteId: string): Promise<Record<string, number>> {
  const row = await one<Record<string, string>>(
    client,
    `SELECT (SELECT count() FROM analytics_events WHERE site_id = {site:UUID}) AS analytics_events,
            (SELECT count() FROM analytics_sessions WHERE site_id = {site:UUID}) AS analytics_sessions,
            (SELECT count() FROM analytics_hourly WHERE site_id = {site:UUID}) AS analytics_hourly,
            (SELECT count() FROM analytics_daily_visitors WHERE site_id = {site:UUID}) AS analytics_daily_visitors`,
    siteId,
  );
  return Object.fromEntries(Object.entries(row).map(([table, n]) => [table, Number(n)]));
}
