import 'reflect-metadata';
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { generateHour } from '../../../../../test/support/analytics/enriched-events.js';
import { rollupScenario } from '../../../../../test/support/analytics/rollup-scenario.js';
import { clickHouseSnapshot, postgresSnapshot } from '../../../../../test/support/analytics/store-tables.js';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../../../../../test/support/clickhouse-test-database.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { EventBatchWriter } from '../persistence/event-batch/event-batch.writer.js';
import { KnexReportQueries } from '../persistence/report-queries/knex.report-queries.js';
import { CLICKHOUSE_MIRRORED_TABLES } from './clickhouse-site-data-tables.js';
import { ClickHouseReportQueries } from './clickhouse.report-queries.js';
import { copyAnalyticsToClickHouse, formatCopyOutcome, type CopyOutcome } from './postgres-to-clickhouse.copy.js';

const checkOf = (outcome: CopyOutcome, name: string) => outcome.checks.find((c) => c.name === name);
const tableOf = (outcome: CopyOutcome, table: string) => outcome.tables.find((t) => t.table === table);

describe('copying the PostgreSQL analytics store into ClickHouse (real PostgreSQL and ClickHouse)', () => {
  let pg: TestDatabase;
  let ch: ClickHouseTestDatabase;
  const [siteA, siteB] = [randomUUID(), randomUUID()];
  let events: EnrichedEvent[];

  before(async () => {
    [pg, ch] = await Promise.all([createTestDatabase(), createClickHouseTestDatabase()]);
    // Written by the PostgreSQL writer: three sessions over two days touching every rollup table
    // (one across midnight), and seven visitors of another site in one hour of the day before.
    const scenario = rollupScenario(siteA, 'copy');
    const hour = generateHour(siteB, new Date('2026-05-03T09:00:00Z'), 7).events;
    const writer = new EventBatchWriter(pg.database);
    for (const batch of [scenario.a, scenario.b, scenario.c, hour.slice(0, 9), hour.slice(9)]) await writer.write(batch);
    events = [...scenario.a, ...scenario.b, ...scenario.c, ...hour];
  });
  after(() => Promise.all([pg.drop(), ch.drop()]));

  async function chCount(client: ClickHouseTestDatabase['client'], query: string): Promise<number> {
    const [row] = await (await client.query({ query, format: 'JSONEachRow' })).json<{ n: string | number }>();
    return Number(row!.n);
  }

  /** `make migrate-analytics-to-clickhouse` on this spec's databases, with nothing else in its environment. */
  const command = () =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/main/migrate-analytics-to-clickhouse.ts'], {
      env: { DATABASE_URL: pg.url, CLICKHOUSE_URL: ch.settings.url, CLICKHOUSE_USER: 'default', CLICKHOUSE_DATABASE: ch.settings.database },
      encoding: 'utf8',
    });

  it('copies every table in pages: every figure equal on both sides, every table of both sites read alike', async () => {
    const outcome = await copyAnalyticsToClickHouse(pg.knex, ch.client, { pageRows: 3 });

    expect(outcome.ok, formatCopyOutcome(outcome)).to.equal(true);
    expect(outcome.tables.map((t) => t.table)).to.deep.equal(CLICKHOUSE_MIRRORED_TABLES.map((t) => t.table));
    expect(tableOf(outcome, 'analytics_events')).to.deep.equal({ table: 'analytics_events', rowsSent: events.length, daysCopied: 3, daysSkipped: 0 });
    expect(checkOf(outcome, 'analytics_events: rows')).to.deep.include({ postgres: String(events.length), clickhouse: String(events.length) });
    // Three sessions of site A and seven of site B.
    expect(checkOf(outcome, 'analytics_sessions: rows')).to.deep.include({ postgres: '10', clickhouse: '10' });
    const pageViews = String(events.filter((e) => e.kind === 'pageview').length);
    expect(checkOf(outcome, 'analytics_hourly: sum(page_views)')).to.deep.include({ postgres: pageViews, clickhouse: pageViews });
    expect(checkOf(outcome, 'analytics_daily_pages: sum(views)')).to.deep.include({ postgres: pageViews, clickhouse: pageViews });
    // PostgreSQL's stored day visitors are ClickHouse's visitor rows: va on both days, vb, vc, and site B's seven.
    expect(checkOf(outcome, 'analytics_daily: sum(visitors) = analytics_daily_visitors rows')).to.deep.include({ postgres: '11', clickhouse: '11' });
    expect(checkOf(outcome, 'analytics_daily_errors: max(last_seen)')).to.deep.include({ postgres: '2026-05-05 00:01:21.000', clickhouse: '2026-05-05 00:01:21.000' });

    // Every table of both sites read the same way from both stores: the rollups summed per key, the
    // sessions' state, the events with their data.
    for (const site of [siteA, siteB]) {
      const [postgres, clickhouse] = await Promise.all([postgresSnapshot(pg.knex, site), clickHouseSnapshot(ch.client, site)]);
      for (const table of Object.keys(postgres) as (keyof typeof postgres)[]) expect(clickhouse[table], `${site} ${table}`).to.deep.equal(postgres[table]);
    }
  });

  it('answers the dashboard\'s reads from the copy with PostgreSQL\'s figures', async () => {
    const postgres = new KnexReportQueries(pg.database, { now: () => new Date() });
    const clickhouse = new ClickHouseReportQueries(ch.client);
    const days = { firstDay: '2026-05-03', lastDay: '2026-05-05' };
    const span = { start: new Date('2026-05-03T00:00:00Z'), end: new Date('2026-05-06T00:00:00Z') };
    for (const site of [siteA, siteB]) {
      expect(await clickhouse.trafficTotals(site, span), site).to.deep.equal(await postgres.trafficTotals(site, span));
      expect(await clickhouse.visitorsByDay(site, days), site).to.equal(await postgres.visitorsByDay(site, days));
      expect(await clickhouse.trafficSeries(site, span, 'hour', days), site).to.deep.equal(await postgres.trafficSeries(site, span, 'hour', days));
      expect(await clickhouse.pages(site, days, 10), site).to.deep.equal(await postgres.pages(site, days, 10));
      expect(await clickhouse.errors(site, days, 10), site).to.deep.equal(await postgres.errors(site, days, 10));
      expect(await clickhouse.flows(site, days, 10), site).to.deep.equal(await postgres.flows(site, days, 10));
    }
    // Site A's visitors: va on both days, vb and vc on the first; site B's ten page views in its hour.
    expect(await clickhouse.visitorsByDay(siteA, days)).to.equal(4);
    expect((await clickhouse.trafficTotals(siteB, span)).pageViews).to.equal(10);
  });

  it('copies nothing again when run a second time: every day already agrees', async () => {
    const outcome = await copyAnalyticsToClickHouse(pg.knex, ch.client, { pageRows: 3 });
    expect(outcome.ok).to.equal(true);
    for (const t of outcome.tables) expect(t, t.table).to.deep.include({ rowsSent: 0, daysCopied: 0 });
    expect(tableOf(outcome, 'analytics_events')?.daysSkipped).to.equal(3);
  });

  it('finishes a run stopped halfway without adding a page of counters twice', async () => {
    const fresh = await createClickHouseTestDatabase();
    try {
      let pages = 0;
      const stop = (table: string, day: string) => {
        // After the first page of the scenario's day in the hourly rollup: three hours, two a page.
        if (table === 'analytics_hourly' && day === '2026-05-04' && ++pages === 1) throw new Error('killed');
      };
      let error: unknown;
      await copyAnalyticsToClickHouse(pg.knex, fresh.client, { pageRows: 2, onPage: stop }).catch((e: unknown) => (error = e));
      expect((error as Error).message).to.equal('killed');
      // Site B's hour of the day before, and the first two of the scenario's day.
      expect(await chCount(fresh.client, 'SELECT count() AS n FROM analytics_hourly')).to.equal(3);

      const outcome = await copyAnalyticsToClickHouse(pg.knex, fresh.client, { pageRows: 2 });

      expect(outcome.ok, formatCopyOutcome(outcome)).to.equal(true);
      // The events were in: skipped. The hourly day stopped halfway was sent again (its first page dropped
      // by its token), and the day after it for the first time.
      expect(tableOf(outcome, 'analytics_events')).to.deep.include({ rowsSent: 0, daysSkipped: 3 });
      expect(tableOf(outcome, 'analytics_hourly')).to.deep.include({ rowsSent: 4, daysCopied: 2, daysSkipped: 1 });
      const hours = (await pg.knex('analytics_hourly').count({ n: '*' })) as { n: string }[];
      expect(await chCount(fresh.client, 'SELECT count() AS n FROM analytics_hourly')).to.equal(Number(hours[0]!.n)).and.to.equal(5);
    } finally {
      await fresh.drop();
    }
  });

  it('reports a figure that differs, and the command exits 1 on it', async function () {
    // Two runs of the command, each a process of its own started through tsx.
    this.timeout(180_000);
    const stray = { ...events[0]!, id: randomUUID() };
    await ch.client.insert({
      table: 'analytics_events',
      values: [{ id: stray.id, site_id: stray.siteId, visitor_id: stray.visitorId, session_id: stray.sessionId, kind: stray.kind, occurred_at: stray.occurredAt.toISOString(), path: stray.path, data: '{}' }],
      format: 'JSONEachRow',
      clickhouse_settings: { date_time_input_format: 'best_effort' },
    });
    const outcome = await copyAnalyticsToClickHouse(pg.knex, ch.client);
    expect(outcome.ok).to.equal(false);
    expect(checkOf(outcome, 'analytics_events: rows')).to.deep.include({ postgres: String(events.length), clickhouse: String(events.length + 1) });
    expect(formatCopyOutcome(outcome)).to.match(/analytics_events: rows +\d+ +\d+ {2}MISMATCH\n/).and.match(/1 figure\(s\) differ\.\n$/);

    const run = command();
    expect(run.stdout, run.stderr).to.match(/analytics_events: rows .* MISMATCH/);
    expect(run.status, run.stderr).to.equal(1);

    await ch.client.command({ query: 'DELETE FROM analytics_events WHERE id = {id:UUID}', query_params: { id: stray.id } });
    const again = command();
    expect(again.stdout, again.stderr).to.match(/Every figure agrees\.\n$/);
    expect(again.status).to.equal(0);
  });
});
