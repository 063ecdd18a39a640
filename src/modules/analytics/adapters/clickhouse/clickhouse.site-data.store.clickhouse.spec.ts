import 'reflect-metadata';
import { expect } from 'chai';
import type { ClickHouseClient } from '@clickhouse/client';
import { randomUUID } from 'node:crypto';
import { clickHouseTables, countClickHouseSiteRows, insertClickHouseRow } from '../../../../../test/support/analytics/clickhouse-site-data-rows.js';
import { countSiteRows, everyTable, insertSiteRow } from '../../../../../test/support/analytics/site-data-rows.js';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../../../../../test/support/clickhouse-test-database.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { ApplyRetention } from '../../application/apply-retention/apply-retention.use-case.js';
import type { EventPage } from '../../application/ports/site-data.store.port.js';
import { DataJobKnexRepository } from '../persistence/data-job.knex-repository.js';
import { ensurePartitions } from '../persistence/partition-maintenance.js';
import { SiteDataKnexStore } from '../persistence/site-data.knex-store.js';
import { FORM_EVENTS_TABLE } from './clickhouse-form-events.queries.js';
import { CLICKHOUSE_MIRRORED_TABLES, CLICKHOUSE_SITE_DATA_TABLES } from './clickhouse-site-data-tables.js';
import { ClickHouseSiteDataStore } from './clickhouse.site-data.store.js';

const DAY = 86_400_000;
/** ClickHouse-only tables holding copies of events. */
const EVENT_COPIES = new Set(['analytics_write_intents', FORM_EVENTS_TABLE]);
const UNPARTITIONED = new Set(['analytics_hourly_visitor_counts', 'analytics_daily_visitor_counts']);
/**
 * Partitioned by month: the rollups (migrations/clickhouse/20261230000200_analytics__monthly_rollup_partitions.sql)
 * and the form events' table (20261230000400_analytics__form_events_by_month.sql).
 */
const MONTHLY = new Set([
  'analytics_hourly',
  'analytics_daily_pages',
  'analytics_daily_dims',
  'analytics_daily_errors',
  'analytics_daily_elements',
  'analytics_daily_clicks',
  'analytics_daily_flows',
  FORM_EVENTS_TABLE,
]);
const chTables = (n: number) => everyTable(n, CLICKHOUSE_SITE_DATA_TABLES);

describe('analytics site data store on ClickHouse (real ClickHouse and PostgreSQL)', () => {
  let ch: ClickHouseTestDatabase;
  let pg: TestDatabase;
  let store: ClickHouseSiteDataStore;
  let jobs: DataJobKnexRepository;
  const now = new Date();
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);

  before(async () => {
    [ch, pg] = await Promise.all([createClickHouseTestDatabase(), createTestDatabase()]);
    store = new ClickHouseSiteDataStore(ch.client, pg.database);
    jobs = new DataJobKnexRepository(pg.database);
  });
  after(() => Promise.all([ch.drop(), pg.drop()]));

  /** A row in every ClickHouse table of the store at each of the given ages (days). */
  async function seed(siteId: string, ages: number[]): Promise<void> {
    for (const { table } of CLICKHOUSE_SITE_DATA_TABLES) for (const age of ages) await insertClickHouseRow(ch.client, table, siteId, daysAgo(age));
  }

  async function query<T>(sql: string, params: Record<string, unknown> = {}): Promise<T[]> {
    return (await ch.client.query({ query: sql, query_params: params, format: 'JSONEachRow' })).json<T>();
  }

  /** Active partitions (`YYYYMMDD`) per table. */
  async function partitions(): Promise<Map<string, string[]>> {
    const rows = await query<{ table: string; partition_id: string }>(
      'SELECT DISTINCT table, partition_id FROM system.parts WHERE database = currentDatabase() AND active ORDER BY table, partition_id',
    );
    const out = new Map<string, string[]>();
    for (const { table, partition_id } of rows) out.set(table, [...(out.get(table) ?? []), partition_id]);
    return out;
  }

  const dayId = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');
  const monthId = (at: Date) => at.toISOString().slice(0, 7).replace('-', '');

  it('purges every table of the ClickHouse database: each has a site_id and is listed with its time column', async () => {
    // Straight from the catalog, not from the list: a table added by a later migration is seeded here
    // and must be gone after the purge.
    const tables = [...(await clickHouseTables(ch.client)).entries()];
    expect(tables.filter(([, columns]) => !columns.has('site_id')).map(([name]) => name), 'tables without site_id').to.deep.equal([]);
    expect(tables.map(([name]) => name).sort()).to.deep.equal(CLICKHOUSE_SITE_DATA_TABLES.map((t) => t.table).sort());
    const [a, b] = [randomUUID(), randomUUID()];
    for (const [name] of tables) for (const site of [a, b]) await insertClickHouseRow(ch.client, name, site, daysAgo(3));
    expect(await store.deleteCollected(a, null)).to.deep.equal({ events: 1 });
    for (const [name] of tables) {
      const counts = await query<{ site_id: string; n: string | number }>(`SELECT site_id, count() AS n FROM ${name} WHERE site_id IN ({a:UUID}, {b:UUID}) GROUP BY site_id`, { a, b });
      expect(counts.map((c) => [c.site_id, Number(c.n)]), name).to.deep.equal([[b, 1]]);
    }
  });

  it('knows each table\'s time column, whose UTC day (month for the rollups) is the table\'s partition', async () => {
    const rows = await query<{ name: string; partition_key: string }>('SELECT name, partition_key FROM system.tables WHERE database = currentDatabase()');
    const columns = await clickHouseTables(ch.client);
    for (const { table, timeColumn } of CLICKHOUSE_SITE_DATA_TABLES) {
      const expected = timeColumn === 'day' ? 'Date' : timeColumn === 'hour' ? "DateTime('UTC')" : "DateTime64(3, 'UTC')";
      expect(columns.get(table)?.get(timeColumn), `${table}.${timeColumn}`).to.equal(expected);
      // Sessions are partitioned by their start and purged by their end: deleteAllBefore keeps a day more of them.
      const partitionColumn = table === 'analytics_sessions' ? 'started_at' : timeColumn;
      // The kept visitor counts are a few rows per site and day, in one partition: purges only DELETE them.
      const partitionKey = UNPARTITIONED.has(table)
        ? ''
        : MONTHLY.has(table)
          ? `toYYYYMM(${timeColumn})`
          : partitionColumn === 'day'
            ? 'day'
            : `toDate(${partitionColumn})`;
      expect(rows.find((r) => r.name === table)?.partition_key, table).to.equal(partitionKey);
    }
  });

  it('purges one site\'s rows older than the cut-off from every table, and nobody else\'s', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await seed(a, [100, 40, 10]);
    await seed(b, [100, 40, 10]);
    expect(await countClickHouseSiteRows(ch.client, a)).to.deep.equal(chTables(3));
    expect(await store.deleteCollected(a, daysAgo(30))).to.deep.equal({ events: 2 });
    expect(await countClickHouseSiteRows(ch.client, a)).to.deep.equal(chTables(1));
    expect(await countClickHouseSiteRows(ch.client, b)).to.deep.equal(chTables(3));
    expect(await store.deleteCollected(a, null)).to.deep.equal({ events: 1 });
    expect(await countClickHouseSiteRows(ch.client, a)).to.deep.equal(chTables(0));
    expect(await countClickHouseSiteRows(ch.client, b)).to.deep.equal(chTables(3));
  });

  it('takes the same rows as the PostgreSQL store at a cut-off inside an hour and a day', async () => {
    const site = randomUUID();
    const cutoff = new Date('2026-03-10T13:45:10.500Z');
    // Before the cut-off in its hour, its day, the day before; after it.
    const times = [-1, -20 * 60_000, -2 * 3_600_000, -DAY, 3_600_000].map((ms) => new Date(cutoff.getTime() + ms));
    for (const { table } of CLICKHOUSE_SITE_DATA_TABLES) for (const at of times) await insertClickHouseRow(ch.client, table, site, at);
    for (const { table } of CLICKHOUSE_MIRRORED_TABLES) for (const at of times) await insertSiteRow(pg.knex, table, site, at);
    const postgres = new SiteDataKnexStore(pg.database);
    expect(await store.deleteCollected(site, cutoff)).to.deep.equal(await postgres.deleteCollected(site, cutoff));
    const pgCounts = await countSiteRows(pg.knex, site);
    // The write intents and the form events' table (ClickHouse only) are dated like the events they copy: they keep what analytics_events keeps.
    const expected = Object.fromEntries(
      CLICKHOUSE_SITE_DATA_TABLES.filter(({ table }) => !UNPARTITIONED.has(table)).map(({ table }) => [table, pgCounts[EVENT_COPIES.has(table) ? 'analytics_events' : table]]),
    );
    const counted = await countClickHouseSiteRows(ch.client, site);
    expect(Object.fromEntries(Object.entries(counted).filter(([table]) => !UNPARTITIONED.has(table)))).to.deep.equal(expected);
    // The kept visitor counts hold one row per hour or day (ReplacingMergeTree, so the seeded rows of one day are one):
    // the times left are those the hour rows keep (the seeded times, not rounded), and the cut day.
    const buckets = async (table: string, column: string) =>
      (await query<{ b: string }>(`SELECT toString(${column}) AS b FROM ${table} FINAL WHERE site_id = {site:UUID} ORDER BY b`, { site })).map((r) => r.b);
    expect(await buckets('analytics_hourly_visitor_counts', 'hour')).to.deep.equal(['2026-03-10 13:25:10', '2026-03-10 13:45:10', '2026-03-10 14:45:10']);
    expect(await buckets('analytics_daily_visitor_counts', 'day')).to.deep.equal(['2026-03-10']);
    // Exact figures: events keep the later one; hour rows the cut hour's two and the later one; day rows the cut day's four.
    expect(expected).to.include({ analytics_events: 1, analytics_hourly: 3, analytics_daily_pages: 4 });
  });

  it('erases a deleted site\'s data, jobs (files included) and exclusions inside the caller\'s transaction, leaving other sites alone', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await pg.knex('analytics_sites').insert(
      [a, b].map((id) => ({ id, user_id: 'u', name: id, url: `https://${id}.example`, host: `${id}.example`, retention_days: 60 })),
    );
    await seed(a, [5]);
    await seed(b, [5]);
    const jobA = await jobs.create({ siteId: a, userId: 'u', kind: 'export', format: 'csv' });
    const jobB = await jobs.create({ siteId: b, userId: 'u', kind: 'purge', scope: 'all', cutoff: null });
    await pg.knex('analytics_export_chunks').insert({ job_id: jobA.id, seq: 0, data: Buffer.from('x') });
    await pg.knex('analytics_exclusions').insert([a, b].map((site_id) => ({ site_id, type: 'ip', value: '203.0.113.7' })));

    // As DeleteSite and the account erasure call it: inside their transaction.
    expect(await pg.database.transaction(() => store.eraseSite(a))).to.deep.equal({ events: 1 });

    expect(await countClickHouseSiteRows(ch.client, a)).to.deep.equal(chTables(0));
    expect(await jobs.find(jobA.id)).to.equal(null);
    expect(await pg.knex('analytics_export_chunks').where({ job_id: jobA.id })).to.deep.equal([]);
    expect(await pg.knex('analytics_exclusions').where({ site_id: a })).to.deep.equal([]);
    expect(await jobs.find(jobB.id)).to.include({ siteId: b });
    expect(await pg.knex('analytics_exclusions').where({ site_id: b })).to.have.length(1);
    expect(await countClickHouseSiteRows(ch.client, b)).to.deep.equal(chTables(1));
  });

  it('rolls the PostgreSQL part of an erasure back when ClickHouse fails', async () => {
    const site = randomUUID();
    await seed(site, [5]);
    const job = await jobs.create({ siteId: site, userId: 'u', kind: 'purge', scope: 'all', cutoff: null });
    // Reads still answer (the events are counted); the DELETE fails.
    const down = { query: ch.client.query.bind(ch.client), command: () => Promise.reject(new Error('ClickHouse is down')) } as unknown as ClickHouseClient;
    const failing = new ClickHouseSiteDataStore(down, pg.database);
    let error: unknown;
    await pg.database.transaction(() => failing.eraseSite(site)).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.equal('ClickHouse is down');
    expect(await jobs.find(job.id)).to.include({ siteId: site });
    expect(await countClickHouseSiteRows(ch.client, site)).to.deep.equal(chTables(1));
  });

  it('pages through a site\'s events like the PostgreSQL store: (time, id) order by the id\'s text, ties included, duplicates once', async () => {
    const site = randomUUID();
    const at = new Date('2026-03-01T10:00:00.000Z');
    // Text order of the ids is index order; their second halves go the other way, which is the half
    // ClickHouse compares first: ordered by the UUID itself, every tie would come out reversed.
    const ids = Array.from({ length: 13 }, (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-${String(99 - i).padStart(12, '0')}`);
    const events = ids.map((id, i) => ({
      id,
      site_id: site,
      visitor_id: `v${i % 2}`,
      session_id: 's',
      kind: i % 4 === 0 ? 'pageview' : 'click',
      // Three events per millisecond.
      occurred_at: new Date(at.getTime() + Math.floor(i / 3)).toISOString(),
      path: `/p${i}`,
      referrer: i === 0 ? 'https://ref.example/' : null,
      source_kind: i === 0 ? 'referral' : null,
      country: i % 2 ? 'FR' : null,
      city: null,
      browser: 'Firefox',
      os: null,
      device: 'desktop',
      data: JSON.stringify({ i, tag: `t${i}` }),
    }));
    await ensurePartitions(pg.knex, at, at);
    await pg.knex('analytics_events').insert(events);
    const settings = { date_time_input_format: 'best_effort' } as const;
    await ch.client.insert({ table: 'analytics_events', values: events, format: 'JSONEachRow', clickhouse_settings: settings });
    // A retried write: two events again in another part, not merged yet.
    await ch.client.insert({ table: 'analytics_events', values: events.slice(4, 6), format: 'JSONEachRow', clickhouse_settings: settings });
    const [stored] = await query<{ n: string | number }>('SELECT count() AS n FROM analytics_events WHERE site_id = {site:UUID}', { site });
    expect(Number(stored!.n)).to.equal(15);

    const postgres = new SiteDataKnexStore(pg.database);
    const pages = async (source: { readEvents(s: string, c: string | null, l: number): Promise<EventPage> }) => {
      const out: EventPage[] = [];
      let cursor: string | null = null;
      do {
        const page = await source.readEvents(site, cursor, 5);
        out.push(page);
        cursor = page.next;
      } while (cursor !== null && out.length < 10);
      return out;
    };
    const fromClickHouse = await pages(store);
    expect(fromClickHouse.flatMap((p) => p.events.map((e) => e.id))).to.deep.equal(ids);
    expect(fromClickHouse).to.have.length(3);
    expect(fromClickHouse).to.deep.equal(await pages(postgres));
    expect(fromClickHouse[0]!.next).to.equal(`2026-03-01T10:00:00.001000Z|${ids[4]}`);
    expect(fromClickHouse[0]!.events[0]).to.deep.equal({
      id: ids[0], siteId: site, visitorId: 'v0', sessionId: 's', kind: 'pageview', occurredAt: at, path: '/p0', referrer: 'https://ref.example/',
      sourceKind: 'referral', country: null, city: null, browser: 'Firefox', os: null, device: 'desktop', data: { i: 0, tag: 't0' },
    });
    // The purge counts each event once too.
    expect(await store.deleteCollected(site, null)).to.deep.equal({ events: 13 });
  });

  it('applies retention: drops whole-day (rollups: whole-month) partitions of every table past the longest retention, trims shorter sites', async () => {
    const [long, short] = [randomUUID(), randomUUID()];
    await pg.knex('analytics_sites').insert([
      { id: long, user_id: 'u1', name: 'Long', url: 'https://long.example', host: 'long.example', retention_days: 60 },
      { id: short, user_id: 'u1', name: 'Short', url: 'https://short.example', host: 'short.example', retention_days: 20 },
    ]);
    await seed(long, [90, 70, 30, 5]);
    await seed(short, [90, 70, 30, 5]);
    // A row of the cut day before the cut-off (60 days and one hour ago, unless that is the day before).
    const cutDayRow = new Date(Math.max(daysAgo(60).getTime() - 3_600_000, Math.floor(daysAgo(60).getTime() / DAY) * DAY));
    await insertClickHouseRow(ch.client, 'analytics_events', long, cutDayRow);
    const expired = await jobs.create({ siteId: long, userId: 'u1', kind: 'export', format: 'csv' });
    await jobs.markDone(expired.id, { recordCount: 0, expiresAt: daysAgo(0.01) }, now);
    const before = await partitions();
    const dayPartitioned = CLICKHOUSE_SITE_DATA_TABLES.filter(({ table }) => !UNPARTITIONED.has(table) && !MONTHLY.has(table));
    const monthPartitioned = CLICKHOUSE_SITE_DATA_TABLES.filter(({ table }) => MONTHLY.has(table));
    expect(monthPartitioned).to.have.length(MONTHLY.size);
    for (const { table } of dayPartitioned) expect(before.get(table), table).to.include.members([dayId(daysAgo(90)), dayId(daysAgo(70))]);
    for (const { table } of monthPartitioned) expect(before.get(table), table).to.include.members([monthId(daysAgo(90)), monthId(daysAgo(70))]);

    const outcome = await new ApplyRetention(store, jobs, { now: () => now }).execute();

    const after = await partitions();
    const cutDay = dayId(daysAgo(60));
    const dayBefore = dayId(daysAgo(61));
    for (const { table } of dayPartitioned) {
      expect((after.get(table) ?? []).filter((p) => p < (table === 'analytics_sessions' ? dayBefore : cutDay)), table).to.deep.equal([]);
    }
    // A month goes whole only when it ended before the cut day; the cut day's month keeps its later rows.
    const cutMonth = monthId(daysAgo(60));
    for (const { table } of monthPartitioned) expect((after.get(table) ?? []).filter((p) => p < cutMonth), table).to.deep.equal([]);
    const wholeMonths = new Set([monthId(daysAgo(90)), monthId(daysAgo(70))].filter((m) => m < cutMonth)).size;
    expect(outcome.droppedPartitions).to.be.at.least(dayPartitioned.length * 2 + monthPartitioned.length * wholeMonths);
    expect(await countClickHouseSiteRows(ch.client, long)).to.deep.equal(chTables(2));
    expect(await countClickHouseSiteRows(ch.client, short)).to.deep.equal(chTables(1));
    // The cut day's event (deleted row by row, its partition kept) and the short site's 30-day-old one.
    expect(outcome).to.include({ sitesTrimmed: 1, expiredExports: 1, deletedEvents: 2, createdPartitions: 0 });
    expect(await jobs.find(expired.id)).to.equal(null);
  });

  it('keeps a session that began the day before the cut day and ended after the cut-off (kept by PostgreSQL: last_seen_at is not before it)', async () => {
    const site = randomUUID();
    const session = (id: string, started: string, lastSeen: string) => ({
      site_id: site, session_id: id, visitor_id: 'v', started_at: started, last_seen_at: lastSeen, rollup_hour: started.slice(0, 13) + ':00:00Z', entry_path: '/', exit_path: '/', version: 1,
    });
    await ch.client.insert({
      table: 'analytics_sessions',
      values: [
        session('older', '2026-04-08T10:00:00Z', '2026-04-08T10:30:00Z'),
        session('day-before', '2026-04-09T10:00:00Z', '2026-04-09T10:30:00Z'),
        session('spanning', '2026-04-09T23:58:00Z', '2026-04-10T00:07:00Z'),
      ],
      format: 'JSONEachRow',
      clickhouse_settings: { date_time_input_format: 'best_effort' },
    });
    const { droppedPartitions } = await store.deleteAllBefore(new Date('2026-04-10T00:05:00Z'));
    expect(droppedPartitions).to.include('analytics_sessions:20260408').and.not.include('analytics_sessions:20260409');
    const left = await query<{ session_id: string }>('SELECT session_id FROM analytics_sessions WHERE site_id = {site:UUID}', { site });
    expect(left.map((r) => r.session_id)).to.deep.equal(['spanning']);
  });
});
