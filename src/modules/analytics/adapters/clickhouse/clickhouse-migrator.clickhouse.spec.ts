import { expect } from 'chai';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClickHouseClient } from '@clickhouse/client';
import { createClickHouseTestDatabase, createEmptyClickHouseDatabase, type ClickHouseTestDatabase } from '../../../../../test/support/clickhouse-test-database.js';
import { FORM_EVENTS_TABLE } from './clickhouse-form-events.queries.js';
import { CLICKHOUSE_MIGRATIONS_DIR, migrateClickHouse, statementsOf } from './clickhouse-migrator.js';

const SITE = '00000000-0000-4000-8000-0000000000aa';

/** An event of analytics_events on SITE; `id` the uuid's last digits. */
const event = (id: string, kind: string, data: string) => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  site_id: SITE,
  visitor_id: 'v',
  session_id: 's',
  kind,
  occurred_at: '2026-11-02 10:00:00.000',
  path: '/signup',
  data,
});
const FULL = event('1', 'form', '{"action":"change","name":"email","htmlType":"email","hasValue":true,"valid":false,"required":true,"error":"typeMismatch","value":"never read"}');
const BARE = event('2', 'form', '{"action":"submit"}');

/** A form event with one flag (a first keystroke), and that event as the form events' table holds it. */
const input = (id: string) => event(id, 'form', '{"action":"input","name":"name","hasValue":true}');
const asStored = (id: string) => ({ id: event(id, 'form', '').id, session_id: 's', path: '/signup', action: 'input', name: 'name', html_type: '', has_value: true, valid: true, required: false, error: '' });

/** FULL and BARE as the form events' table holds them. */
const EXPECTED = [
  { id: FULL.id, session_id: 's', path: '/signup', action: 'change', name: 'email', html_type: 'email', has_value: true, valid: false, required: true, error: 'typeMismatch' },
  // Absent flags at the snippet's defaults, as the PostgreSQL store's reads give them.
  { id: BARE.id, session_id: 's', path: '/signup', action: 'submit', name: '', html_type: '', has_value: false, valid: true, required: false, error: '' },
];

/** A table's form events, one row per event id as the reports read them (LIMIT 1 BY id). */
const formEventRows = async (db: ClickHouseClient, table: string) =>
  (
    await db.query({
      query: `SELECT toString(id) AS id, session_id, path, action, name, html_type, has_value, valid, required, error
              FROM ${table} ORDER BY id LIMIT 1 BY id`,
      format: 'JSONEachRow',
    })
  ).json();

/** The databases migratedUpTo made, dropped once the suite ends. */
const made: ClickHouseTestDatabase[] = [];

/** A new database migrated with the files before `file`, as an installation that has not applied it yet. */
async function migratedUpTo(file: string): Promise<ClickHouseClient> {
  const fresh = await createEmptyClickHouseDatabase();
  made.push(fresh);
  const earlier = mkdtempSync(join(tmpdir(), 'ch-migrations-'));
  for (const name of readdirSync(CLICKHOUSE_MIGRATIONS_DIR).filter((f) => f.endsWith('.sql') && f < file)) copyFileSync(join(CLICKHOUSE_MIGRATIONS_DIR, name), join(earlier, name));
  await migrateClickHouse(fresh.client, earlier);
  rmSync(earlier, { recursive: true });
  return fresh.client;
}

/** migratedUpTo, then FULL, BARE and a page view stored in analytics_events. */
async function withFormEvents(file: string): Promise<ClickHouseClient> {
  const db = await migratedUpTo(file);
  await db.insert({ table: 'analytics_events', values: [FULL, BARE, event('3', 'pageview', '')], format: 'JSONEachRow' });
  return db;
}

/** A migration file's statements, as the migrator runs them. */
const statementsOfFile = (file: string) => statementsOf(readFileSync(join(CLICKHOUSE_MIGRATIONS_DIR, file), 'utf8'));

describe('ClickHouse migrations (migrations/clickhouse)', () => {
  let db: ClickHouseTestDatabase;
  before(async () => (db = await createClickHouseTestDatabase()));
  after(() => Promise.all([db, ...made].map((d) => d.drop())));

  it('creates every table of the event store, ordered by site first, each with its partitions', async () => {
    const tables = await (
      await db.client.query({ query: 'SELECT name, engine, partition_key, sorting_key FROM system.tables WHERE database = currentDatabase() ORDER BY name', format: 'JSONEachRow' })
    ).json<{ name: string; engine: string; partition_key: string; sorting_key: string }>();
    const store = tables.filter((t) => t.name !== 'analytics_schema_migrations');
    expect(store.map((t) => t.name)).to.deep.equal([
      'analytics_daily_clicks',
      'analytics_daily_dims',
      'analytics_daily_elements',
      'analytics_daily_errors',
      'analytics_daily_flows',
      'analytics_daily_pages',
      'analytics_daily_visitor_counts',
      'analytics_daily_visitors',
      'analytics_events',
      'analytics_form_events_by_month',
      'analytics_form_events_by_month_view',
      'analytics_hourly',
      'analytics_hourly_visitor_counts',
      'analytics_hourly_visitors',
      'analytics_sessions',
      'analytics_write_intents',
    ]);
    const view = store.find((t) => t.name === 'analytics_form_events_by_month_view');
    expect(view?.engine).to.equal('MaterializedView');
    const stored = store.filter((t) => t !== view);
    const partitions = Object.fromEntries(stored.map((t) => [t.name, t.partition_key]));
    for (const t of stored) expect(t.sorting_key, t.name).to.match(/^site_id, /);
    // Collected rows by UTC day, the rollups and the form events by month, the kept visitor counts in one partition.
    expect(partitions).to.deep.equal({
      analytics_daily_clicks: 'toYYYYMM(day)',
      analytics_daily_dims: 'toYYYYMM(day)',
      analytics_daily_elements: 'toYYYYMM(day)',
      analytics_daily_errors: 'toYYYYMM(day)',
      analytics_daily_flows: 'toYYYYMM(day)',
      analytics_daily_pages: 'toYYYYMM(day)',
      analytics_daily_visitor_counts: '',
      analytics_daily_visitors: 'day',
      analytics_events: 'toDate(occurred_at)',
      analytics_form_events_by_month: 'toYYYYMM(occurred_at)',
      analytics_hourly: 'toYYYYMM(hour)',
      analytics_hourly_visitor_counts: '',
      analytics_hourly_visitors: 'toDate(hour)',
      analytics_sessions: 'toDate(started_at)',
      analytics_write_intents: 'toDate(occurred_at)',
    });
  });

  it('applies each file once: a second run finds nothing to do', async () => {
    expect((await migrateClickHouse(db.client)).applied).to.deep.equal([]);
  });

  describe('moving the rollups to month partitions (20261230000200)', () => {
    const MONTHLY = '20261230000200_analytics__monthly_rollup_partitions.sql';

    /** A database migrated up to the file before MONTHLY, holding rollup rows, two of them equal increments in separate inserts. */
    async function before(): Promise<ClickHouseClient> {
      const db = await migratedUpTo(MONTHLY);
      const page = (day: string, views: number) => ({ site_id: SITE, day, path: '/a', views, entries: 0, exits: 0, time_ms: 0, timed_views: 0 });
      // The writer's tokens: two equal increments are two inserts, both kept.
      for (const [token, rows] of [['t1', [page('2026-10-30', 1), page('2026-11-02', 2)]], ['t2', [page('2026-10-30', 1)]]] as const) {
        await db.insert({ table: 'analytics_daily_pages', values: [...rows], format: 'JSONEachRow', clickhouse_settings: { insert_deduplication_token: token } });
      }
      await db.insert({ table: 'analytics_hourly', values: [{ site_id: SITE, hour: '2026-10-31 23:00:00', page_views: 5, events: 9 }], format: 'JSONEachRow' });
      return db;
    }

    const figures = async (db: ClickHouseClient) => ({
      pages: (await (await db.query({ query: 'SELECT toString(day) AS d, sum(views) AS v FROM analytics_daily_pages GROUP BY d ORDER BY d', format: 'JSONEachRow' })).json<{ d: string; v: unknown }>()).map(
        (r) => [r.d, Number(r.v)],
      ),
      hourly: await (await db.query({ query: 'SELECT sum(page_views) AS pv, sum(events) AS ev FROM analytics_hourly', format: 'JSONEachRow' })).json(),
      tables: await (
        await db.query({
          query: "SELECT name, partition_key, positionCaseInsensitive(create_table_query, 'non_replicated_deduplication_window = 10000') > 0 AS window FROM system.tables WHERE database = currentDatabase() AND name LIKE 'analytics_%' AND name NOT LIKE '%visitor%' AND name NOT LIKE 'analytics_form_events%' AND name NOT IN ('analytics_events', 'analytics_sessions', 'analytics_write_intents', 'analytics_schema_migrations') ORDER BY name",
          format: 'JSONEachRow',
        })
      ).json<{ name: string; partition_key: string; window: number }>(),
    });

    it('keeps every row, equal increments included, and the writer\'s deduplication window', async () => {
      const db = await before();
      const was = await figures(db);
      expect(was.pages).to.deep.equal([
        ['2026-10-30', 2],
        ['2026-11-02', 2],
      ]);
      await migrateClickHouse(db);
      const now = await figures(db);
      expect(now.pages).to.deep.equal(was.pages);
      expect(now.hourly).to.deep.equal(was.hourly);
      expect(now.tables).to.have.length(7);
      for (const t of now.tables) expect([t.partition_key, Number(t.window)], t.name).to.deep.equal([t.name === 'analytics_hourly' ? 'toYYYYMM(hour)' : 'toYYYYMM(day)', 1]);
    });

    it('runs again whole after stopping at any statement, and loses nothing', async () => {
      const statements = statementsOfFile(MONTHLY);
      // After the copy is made, filled, given its window, exchanged, dropped; and in the last table's steps.
      for (const stop of [1, 2, 3, 4, 5, statements.length - 3, statements.length - 1]) {
        const db = await before();
        const was = await figures(db);
        for (const statement of statements.slice(0, stop)) await db.command({ query: statement });
        await migrateClickHouse(db);
        expect((await figures(db)).pages, `stopped after statement ${stop}`).to.deep.equal(was.pages);
        expect((await figures(db)).hourly, `stopped after statement ${stop}`).to.deep.equal(was.hourly);
      }
    });
  });

  describe('the form events in a table of their own (20261230000300)', () => {
    const FORMS = '20261230000300_analytics__form_events.sql';

    /** A database migrated up to the file before FORMS, holding a form event with every flag, one with none, and a page view. */
    const before = () => withFormEvents(FORMS);

    /** One row per event id, as the reports read them (LIMIT 1 BY id), from the table every migration leaves (20261230000400 moves them). */
    const formRows = (db: ClickHouseClient) => formEventRows(db, FORM_EVENTS_TABLE);

    it('copies the form events already stored, with their flags only, and the view adds every later one', async () => {
      const db = await before();
      await migrateClickHouse(db);
      expect(await formRows(db)).to.deep.equal(EXPECTED);
      await db.insert({ table: 'analytics_events', values: [input('4'), event('5', 'click', '')], format: 'JSONEachRow' });
      expect(await formRows(db)).to.deep.equal([...EXPECTED, asStored('4')]);
    });

    it('runs again whole after stopping at any statement, and misses no event', async () => {
      const statements = statementsOfFile(FORMS);
      expect(statements).to.have.length(3);
      for (const stop of [1, 2, 3]) {
        const db = await before();
        for (const statement of statements.slice(0, stop)) await db.command({ query: statement });
        await migrateClickHouse(db);
        expect(await formRows(db), `stopped after statement ${stop}`).to.deep.equal(EXPECTED);
      }
    });
  });

  describe('the form events moved to month partitions (20261230000400)', () => {
    const BY_MONTH = '20261230000400_analytics__form_events_by_month.sql';

    /** A database migrated up to the file before BY_MONTH, its form events in the day-partitioned table. */
    async function before(): Promise<ClickHouseClient> {
      const db = await withFormEvents(BY_MONTH);
      expect(await formEventRows(db, 'analytics_form_events')).to.deep.equal(EXPECTED);
      return db;
    }
    /** What every run of BY_MONTH leaves: the new table and its view, nothing of the old ones. */
    const MOVED = [FORM_EVENTS_TABLE, `${FORM_EVENTS_TABLE}_view`];
    const formTables = async (db: ClickHouseClient) =>
      (await (await db.query({ query: "SELECT name FROM system.tables WHERE database = currentDatabase() AND name LIKE 'analytics_form%' ORDER BY name", format: 'JSONEachRow' })).json<{ name: string }>()).map(
        (t) => t.name,
      );

    it('moves every form event into the month-partitioned table, drops the day table and its view, and the new view adds later events', async () => {
      const db = await before();
      await migrateClickHouse(db);
      expect(await formTables(db)).to.deep.equal(MOVED);
      expect(await formEventRows(db, FORM_EVENTS_TABLE)).to.deep.equal(EXPECTED);
      await db.insert({ table: 'analytics_events', values: [input('4'), event('5', 'click', '')], format: 'JSONEachRow' });
      expect(await formEventRows(db, FORM_EVENTS_TABLE)).to.deep.equal([...EXPECTED, asStored('4')]);
    });

    it('loses no event the worker writes between any two of its statements', async () => {
      const statements = statementsOfFile(BY_MONTH);
      for (let at = 0; at <= statements.length; at++) {
        const db = await before();
        for (const statement of statements.slice(0, at)) await db.command({ query: statement });
        const during = String(20 + at);
        await db.insert({ table: 'analytics_events', values: [input(during)], format: 'JSONEachRow' });
        for (const statement of statements.slice(at)) await db.command({ query: statement });
        expect(await formEventRows(db, FORM_EVENTS_TABLE), `written after statement ${at}`).to.deep.equal([...EXPECTED, asStored(during)]);
      }
    });

    it('runs again whole after stopping at any statement, the last ones included, while events keep arriving, and loses none', async () => {
      const statements = statementsOfFile(BY_MONTH);
      expect(statements).to.have.length(7);
      for (let stop = 1; stop <= statements.length; stop++) {
        const db = await before();
        for (const statement of statements.slice(0, stop)) await db.command({ query: statement });
        // The worker goes on writing: no pause is asked for this migration (docs/deploy.md).
        const during = String(10 + stop);
        await db.insert({ table: 'analytics_events', values: [input(during)], format: 'JSONEachRow' });
        await migrateClickHouse(db);
        expect(await formEventRows(db, FORM_EVENTS_TABLE), `stopped after statement ${stop}`).to.deep.equal([...EXPECTED, asStored(during)]);
        expect(await formTables(db), `stopped after statement ${stop}`).to.deep.equal(MOVED);
      }
    });
  });

  it('splits a file at the semicolons that end a line, comments dropped', () => {
    expect(statementsOf('-- a; comment\nCREATE TABLE a (x String DEFAULT \';\');\n\nCREATE TABLE b (y UInt8);\n')).to.deep.equal([
      "CREATE TABLE a (x String DEFAULT ';')",
      'CREATE TABLE b (y UInt8)',
    ]);
  });
});
