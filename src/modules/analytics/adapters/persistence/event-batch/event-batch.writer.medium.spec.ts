import 'reflect-metadata';
import { expect } from 'chai';
import { chunks, generateHour, type HourTotals } from '../../../../../../test/support/analytics/enriched-events.js';
import { rollupScenario, SCENARIO_DAY, SCENARIO_NEXT_DAY } from '../../../../../../test/support/analytics/rollup-scenario.js';
import { createTestDatabase, type TestDatabase } from '../../../../../../test/support/test-database.js';
import type { EnrichedEvent } from '../../../domain/enriched-event.js';
import { EventBatchWriter } from './event-batch.writer.js';
import { dropPartitionsBefore, ensurePartitions, listPartitions, purgeBefore } from '../partition-maintenance.js';

const SITE_A = '00000000-0000-4000-8000-00000000000a';
const SITE_B = '00000000-0000-4000-8000-00000000000b';
const SITE_C = '00000000-0000-4000-8000-00000000000c';
const SITE_D = '00000000-0000-4000-8000-00000000000d';
const HOUR = 3_600_000;

interface HourlyRow {
  hour: Date;
  page_views: number;
  visitors: number;
  sessions: number;
  bounces: number;
  session_seconds: string | number;
  clicks: number;
  rage_clicks: number;
  events: number;
  active_ms: string | number;
}

const asTotals = (r: HourlyRow): HourTotals => ({
  pageViews: r.page_views,
  visitors: r.visitors,
  sessions: r.sessions,
  bounces: r.bounces,
  sessionSeconds: Number(r.session_seconds),
  clicks: r.clicks,
  rageClicks: r.rage_clicks,
  events: r.events,
  activeMs: Number(r.active_ms),
});

describe('EventBatchWriter and partition maintenance (real database)', () => {
  let db: TestDatabase;
  let writer: EventBatchWriter;
  before(async () => {
    db = await createTestDatabase();
    writer = new EventBatchWriter(db.database);
  });
  after(() => db.drop());

  const hourly = async (siteId: string) =>
    ((await db.knex('analytics_hourly').where({ site_id: siteId }).orderBy('hour')) as HourlyRow[]).map((r) => ({ hour: new Date(r.hour).toISOString(), ...asTotals(r) }));
  const count = async (table: string, siteId: string) => Number((await db.knex(table).where({ site_id: siteId }).count({ n: '*' }))[0]!.n);

  it('writes generated batches across two days and shows the known totals per hour', async () => {
    // Three hours on both sides of midnight, so two daily partitions; batches of 97 events cut sessions in
    // two, so a session that is a bounce after one batch must stop being one after the next.
    const hours = [new Date('2026-03-10T22:00:00Z'), new Date('2026-03-10T23:00:00Z'), new Date('2026-03-11T00:00:00Z')];
    const generated = hours.map((hour, i) => generateHour(SITE_A, hour, [40, 7, 101][i]!));
    const events = generated.flatMap((g) => g.events);
    let inserted = 0;
    for (const batch of chunks(events, 97)) inserted += (await writer.write(batch)).inserted;

    expect(inserted).to.equal(events.length);
    expect(await count('analytics_events', SITE_A)).to.equal(events.length);
    expect(await count('analytics_sessions', SITE_A)).to.equal(40 + 7 + 101);
    expect(await hourly(SITE_A)).to.deep.equal(hours.map((hour, i) => ({ hour: hour.toISOString(), ...generated[i]!.totals })));
    // The rollup agrees with the events themselves.
    const { rows } = await db.knex.raw<{ rows: { hour: Date; page_views: string; visitors: string }[] }>(
      `select date_trunc('hour', occurred_at) as hour, count(*) filter (where kind = 'pageview') as page_views, count(distinct visitor_id) as visitors
       from analytics_events where site_id = ? group by 1 order by 1`,
      [SITE_A],
    );
    expect(rows.map((r) => [Number(r.page_views), Number(r.visitors)])).to.deep.equal(generated.map((g) => [g.totals.pageViews, g.totals.visitors]));
    const partitions = (await listPartitions(db.knex)).map((p) => p.name);
    expect(partitions).to.include.members(['analytics_events_p20260310', 'analytics_events_p20260311']);
  });

  it('re-writing the same batch stores and counts nothing twice; an overlapping batch adds only its new events', async () => {
    const { events, totals } = generateHour(SITE_B, new Date('2026-04-01T09:00:00Z'), 20);
    const firstHalf = events.slice(0, 30);
    expect(await writer.write(firstHalf)).to.deep.equal({ inserted: 30, duplicates: 0 });
    const afterFirst = await hourly(SITE_B);
    expect(await writer.write(firstHalf)).to.deep.equal({ inserted: 0, duplicates: 30 });
    expect(await hourly(SITE_B)).to.deep.equal(afterFirst);

    // A retried job whose events partly made it in an earlier commit (same ids): only the rest counts.
    expect(await writer.write(events.slice(20))).to.deep.equal({ inserted: events.length - 30, duplicates: 10 });
    expect(await writer.write(events)).to.deep.equal({ inserted: 0, duplicates: events.length });
    expect(await hourly(SITE_B)).to.deep.equal([{ hour: '2026-04-01T09:00:00.000Z', ...totals }]);
    expect(await count('analytics_events', SITE_B)).to.equal(events.length);
    expect(await count('analytics_hourly_visitors', SITE_B)).to.equal(20);
  });

  it('a failing batch leaves nothing behind (all or nothing), on both paths', async () => {
    const { events } = generateHour(SITE_D, new Date('2026-04-02T09:00:00Z'), 4);
    const broken = [...events, { ...events[0]!, id: 'not-a-uuid' } as EnrichedEvent];
    // Portable path in chunks of 3 rows: the first statements succeed inside the transaction before the last one fails.
    const smallChunks = new EventBatchWriter(db.database);
    smallChunks.chunkSize = 3;
    smallChunks.useCopy = false;
    // COPY path: the session locks and reads are done when the COPY fails.
    for (const attempt of [smallChunks, writer]) {
      let failed = false;
      try {
        await attempt.write(broken);
      } catch {
        failed = true;
      }
      expect(failed).to.equal(true);
      expect(await count('analytics_events', SITE_D)).to.equal(0);
      expect(await count('analytics_sessions', SITE_D)).to.equal(0);
      expect(await count('analytics_hourly', SITE_D)).to.equal(0);
    }
    expect((await writer.write(events)).inserted).to.equal(events.length);
  });

  it('creates a partition for a new day, ahead of time or when an event needs it', async () => {
    const day = new Date('2027-01-15T00:00:00Z');
    expect((await listPartitions(db.knex)).map((p) => p.name)).not.to.include('analytics_events_p20270115');
    expect(await ensurePartitions(db.knex, day, new Date(day.getTime() + 2 * 24 * HOUR))).to.deep.equal([
      'analytics_events_p20270115',
      'analytics_events_p20270116',
      'analytics_events_p20270117',
    ]);
    expect(await ensurePartitions(db.knex, day, day)).to.deep.equal([]);

    // No partition exists for 2027-02-01: the writer creates it before inserting.
    const { events } = generateHour(SITE_C, new Date('2027-02-01T05:00:00Z'), 3);
    expect((await writer.write(events)).inserted).to.equal(events.length);
    expect((await listPartitions(db.knex)).map((p) => p.name)).to.include('analytics_events_p20270201');
    const { rows } = await db.knex.raw<{ rows: { partition: string; n: string }[] }>(
      `select tableoid::regclass::text as partition, count(*) as n from analytics_events where site_id = ? group by 1`,
      [SITE_C],
    );
    expect(rows.map((r) => [r.partition.replace(/^.*\./, ''), Number(r.n)])).to.deep.equal([['analytics_events_p20270201', events.length]]);
  });

  it('purging by dropping partitions removes exactly the days before the cut-off', async () => {
    // The earliest days of this file, so the purge touches no other test's partitions.
    const site = '00000000-0000-4000-8000-0000000000e1';
    const days = [1, 2, 3, 4, 5].map((d) => new Date(Date.UTC(2025, 0, d, 12)));
    const perDay = days.map((day) => generateHour(site, day, 5).events);
    for (const events of perDay) await writer.write(events);
    const perDayCount = async () => {
      const { rows } = await db.knex.raw<{ rows: { day: string; n: string }[] }>(
        `select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from analytics_events where site_id = ? group by 1 order by 1`,
        [site],
      );
      return rows.map((r) => [r.day, Number(r.n)]);
    };
    expect(await perDayCount()).to.have.length(5);

    expect(await dropPartitionsBefore(db.knex, new Date('2025-01-03T00:00:00Z'))).to.deep.equal(['analytics_events_p20250101', 'analytics_events_p20250102']);
    expect(await perDayCount()).to.deep.equal([
      ['2025-01-03', perDay[2]!.length],
      ['2025-01-04', perDay[3]!.length],
      ['2025-01-05', perDay[4]!.length],
    ]);
    const names = (await listPartitions(db.knex)).map((p) => p.name);
    expect(names).not.to.include.members(['analytics_events_p20250101']);
    expect(names).to.include.members(['analytics_events_p20250103', 'analytics_events_p20260310']);

    // The global purge also trims the small tables up to the cut-off, and leaves later days alone.
    const result = await purgeBefore(db.knex, new Date('2025-01-04T00:00:00Z'));
    expect(result.droppedPartitions).to.deep.equal(['analytics_events_p20250103']);
    expect(result.hours).to.equal(3);
    expect(result.sessions).to.equal(15);
    expect((await perDayCount()).map(([d]) => d)).to.deep.equal(['2025-01-04', '2025-01-05']);
    expect(await count('analytics_hourly', site)).to.equal(2);
    expect(await count('analytics_events', SITE_A)).to.be.greaterThan(0);

    // A late event for a purged day: the writer's remembered partition is gone, it recreates it.
    const late = generateHour(site, new Date(Date.UTC(2025, 0, 1, 12)), 1).events;
    expect((await writer.write(late)).inserted).to.equal(late.length);
  });
});

/**
 * Every rollup table after a small hand-made scenario whose totals are worked out below by hand (the
 * migration headers define the columns, domain/event-rollup.ts and daily-rollup.ts the rules). Day D is
 * 2026-05-04; session A crosses midnight into D+1.
 *
 * A (visitor va; Google, France/Paris, Chrome/Linux, desktop screen):
 *   D 23:58:00 pageview /             23:58:10-25 three scroll gestures (+800, +1200, -300 px; depth 40, 80, 60)
 *   D 23:58:30 click "Sign up" at (0.5, 0.29)   23:58:40 engagement 30 s active of 40 s, depth 80
 *   D 23:58:41 pageview /pricing      23:59:30 engagement 20 of 49 s, depth 30
 *   D+1 00:00:30 engagement 10 of 60 s, depth 50 (same /pricing view)
 *   D+1 00:01:00 pageview /signup     00:01:10 input, 00:01:15 change, 00:01:20 submit
 *   D+1 00:01:21 JS error             00:01:25 dead click "Create account" at (1, 1)
 * B (visitor vb; campaign utm Newsletter / Email / Black|Friday, Germany/Berlin, Safari/iOS, mobile):
 *   D 10:00:00 pageview /pricing, 10:00:05-07 three rage clicks on "Docs" at (0.1, 0.5), 10:00:20 engagement 5 of 20 s, depth 100
 * C (visitor vc; no page view, Firefox/Windows): D 12:00:00 and 12:00:05 the same JS error on /x
 */
describe('EventBatchWriter rollups (real database, hand-computed totals)', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase();
  });
  after(() => db.drop());

  const D = SCENARIO_DAY;
  const D1 = SCENARIO_NEXT_DAY;

  /** Every analytics table of one site, rows sorted, without site_id, in comparable JSON form. */
  async function snapshot(siteId: string) {
    const plain = (rows: Record<string, unknown>[]) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'site_id').map(([k, v]) => [k, v instanceof Date ? v.toISOString() : typeof v === 'string' && /^\d+$/.test(v) && !['visitor_id', 'value', 'key'].includes(k) ? Number(v) : v])));
    const table = async (name: string, order: string, columns = '*') => plain((await db.knex.raw<{ rows: Record<string, unknown>[] }>(`select ${columns} from ${name} where site_id = ? order by ${order}`, [siteId])).rows);
    const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD') as ${column}`;
    return {
      sessions: await table('analytics_sessions', 'session_id'),
      hourly: await table('analytics_hourly', 'hour'),
      hourlyVisitors: await table('analytics_hourly_visitors', 'hour, visitor_id'),
      dailyVisitors: await table('analytics_daily_visitors', 'day, visitor_id', `${day('day')}, visitor_id`),
      daily: await table('analytics_daily', 'day', `${day('day')}, visitors`),
      pages: await table('analytics_daily_pages', 'day, path', `${day('day')}, path, views, entries, exits, time_ms, timed_views`),
      dims: await table('analytics_daily_dims', 'day, dim, value', `${day('day')}, dim, value, sessions, page_views`),
      errors: await table('analytics_daily_errors', 'day, key', `${day('day')}, key, message, source, browser, count, last_seen`),
      elements: await table('analytics_daily_elements', 'day, key', `${day('day')}, key, path, grp, selector, text, clicks, rage_clicks, dead_clicks`),
      clicks: await table('analytics_daily_clicks', 'day, path, screen, x_bin, y_bin', `${day('day')}, path, screen, x_bin, y_bin, clicks`),
      flows: await table('analytics_daily_flows', 'day, from_path, to_path', `${day('day')}, from_path, to_path, count`),
    };
  }

  const SITE = '00000000-0000-4000-8000-0000000000f1';
  const at = (iso: string) => new Date(iso).toISOString();
  const hourly = (hour: string, counts: Partial<Record<string, number>>) => ({
    hour: at(hour),
    page_views: 0,
    visitors: 0,
    sessions: 0,
    bounces: 0,
    session_seconds: 0,
    frustrated_sessions: 0,
    converted_sessions: 0,
    events: 0,
    clicks: 0,
    rage_clicks: 0,
    dead_clicks: 0,
    js_errors: 0,
    form_submits: 0,
    active_ms: 0,
    total_ms: 0,
    ...counts,
  });
  const dims = (day: string, rows: [string, string, number, number][]) => rows.map(([dim, value, sessions, pageViews]) => ({ day, dim, value, sessions, page_views: pageViews }));

  const EXPECTED = {
    sessions: [
      {
        session_id: 'session-a',
        visitor_id: 'va',
        started_at: at(`${D}T23:58:00Z`),
        last_seen_at: at(`${D1}T00:01:25Z`),
        rollup_hour: at(`${D}T23:00:00Z`),
        entry_path: '/',
        exit_path: '/signup',
        page_views: 3,
        interactions: 5,
        rage_clicks: 0,
        dead_clicks: 1,
        js_errors: 1,
        form_submits: 1,
        referrer: 'https://www.google.com/',
        source_kind: 'organic-search',
        country: 'FR',
        city: 'Paris',
        browser: 'Chrome',
        os: 'Linux',
        device: 'desktop',
        active_ms: 60_000,
        total_ms: 149_000,
        view_depth: 0,
        depth_sum: 130,
        deep_views: 1,
        scroll_px: 2_300,
        scroll_ms: 1_400,
        scrolls: 3,
        direction_changes: 1,
        last_scroll_sign: 0,
        clicks: 2,
        click_through_views: 1,
        clicked_since_view: true,
        forms_started: 1,
        form_touched_since_view: true,
        screen: 'desktop',
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        referrer_host: 'google.com',
        view_timed: false,
        last_view_at: at(`${D1}T00:01:00Z`),
      },
      {
        session_id: 'session-b',
        visitor_id: 'vb',
        started_at: at(`${D}T10:00:00Z`),
        last_seen_at: at(`${D}T10:00:20Z`),
        rollup_hour: at(`${D}T10:00:00Z`),
        entry_path: '/pricing',
        exit_path: '/pricing',
        page_views: 1,
        interactions: 3,
        rage_clicks: 3,
        dead_clicks: 0,
        js_errors: 0,
        form_submits: 0,
        referrer: null,
        source_kind: 'campaign',
        country: 'DE',
        city: 'Berlin',
        browser: 'Safari',
        os: 'iOS',
        device: 'mobile',
        active_ms: 5_000,
        total_ms: 20_000,
        view_depth: 100,
        depth_sum: 0,
        deep_views: 0,
        scroll_px: 0,
        scroll_ms: 0,
        scrolls: 0,
        direction_changes: 0,
        last_scroll_sign: 0,
        clicks: 3,
        click_through_views: 0,
        clicked_since_view: true,
        forms_started: 0,
        form_touched_since_view: false,
        screen: 'mobile',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'Black|Friday',
        referrer_host: null,
        view_timed: true,
        last_view_at: at(`${D}T10:00:00Z`),
      },
      {
        session_id: 'session-c',
        visitor_id: 'vc',
        started_at: at(`${D}T12:00:00Z`),
        last_seen_at: at(`${D}T12:00:05Z`),
        rollup_hour: at(`${D}T12:00:00Z`),
        entry_path: '/x',
        exit_path: '/x',
        page_views: 0,
        interactions: 0,
        rage_clicks: 0,
        dead_clicks: 0,
        js_errors: 2,
        form_submits: 0,
        referrer: null,
        source_kind: 'direct',
        country: null,
        city: null,
        browser: 'Firefox',
        os: 'Windows',
        device: 'desktop',
        active_ms: 0,
        total_ms: 0,
        view_depth: 0,
        depth_sum: 0,
        deep_views: 0,
        scroll_px: 0,
        scroll_ms: 0,
        scrolls: 0,
        direction_changes: 0,
        last_scroll_sign: 0,
        clicks: 0,
        click_through_views: 0,
        clicked_since_view: false,
        forms_started: 0,
        form_touched_since_view: false,
        screen: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        referrer_host: null,
        view_timed: false,
        last_view_at: null,
      },
    ],
    hourly: [
      hourly(`${D}T10:00:00Z`, { page_views: 1, visitors: 1, sessions: 1, session_seconds: 20, frustrated_sessions: 1, events: 5, clicks: 3, rage_clicks: 3, active_ms: 5_000, total_ms: 20_000 }),
      hourly(`${D}T12:00:00Z`, { visitors: 1, sessions: 1, bounces: 1, session_seconds: 5, frustrated_sessions: 1, events: 2, js_errors: 2 }),
      // A's session counters go to its rollup hour: 23:58:00 to 00:01:25 is 205 s; a dead click and an error; a submit.
      hourly(`${D}T23:00:00Z`, { page_views: 2, visitors: 1, sessions: 1, session_seconds: 205, frustrated_sessions: 1, converted_sessions: 1, events: 8, clicks: 1, active_ms: 50_000, total_ms: 89_000 }),
      hourly(`${D1}T00:00:00Z`, { page_views: 1, visitors: 1, events: 7, clicks: 1, dead_clicks: 1, js_errors: 1, form_submits: 1, active_ms: 10_000, total_ms: 60_000 }),
    ],
    hourlyVisitors: [
      { hour: at(`${D}T10:00:00Z`), visitor_id: 'vb' },
      { hour: at(`${D}T12:00:00Z`), visitor_id: 'vc' },
      { hour: at(`${D}T23:00:00Z`), visitor_id: 'va' },
      { hour: at(`${D1}T00:00:00Z`), visitor_id: 'va' },
    ],
    dailyVisitors: [
      { day: D, visitor_id: 'va' },
      { day: D, visitor_id: 'vb' },
      { day: D, visitor_id: 'vc' },
      { day: D1, visitor_id: 'va' },
    ],
    daily: [
      { day: D, visitors: 3 },
      { day: D1, visitors: 1 },
    ],
    pages: [
      // A's exit moved from / to /pricing (D) to /signup (D+1); /pricing keeps B's exit. A's 2nd engagement on
      // D+1 belongs to its /pricing view of D: time 20 + 49 + 60 s over 2 timed views (B's and A's).
      { day: D, path: '/', views: 1, entries: 1, exits: 0, time_ms: 40_000, timed_views: 1 },
      { day: D, path: '/pricing', views: 2, entries: 1, exits: 1, time_ms: 129_000, timed_views: 2 },
      { day: D1, path: '/signup', views: 1, entries: 0, exits: 1, time_ms: 0, timed_views: 0 },
    ],
    dims: [
      ...dims(D, [
        ['browser', 'Chrome', 1, 2],
        ['browser', 'Firefox', 1, 0],
        ['browser', 'Safari', 1, 1],
        ['campaign', 'newsletter|email|Black/Friday', 1, 1],
        ['city', 'Berlin|DE', 1, 1],
        ['city', 'Paris|FR', 1, 2],
        ['country', 'DE', 1, 1],
        ['country', 'FR', 1, 2],
        ['device', 'desktop', 2, 2],
        ['device', 'mobile', 1, 1],
        ['os', 'Linux', 1, 2],
        ['os', 'Windows', 1, 0],
        ['os', 'iOS', 1, 1],
        ['referrer', 'google.com', 1, 2],
        ['screen', 'desktop', 1, 2],
        ['screen', 'mobile', 1, 1],
        ['source', 'campaign', 1, 1],
        ['source', 'direct', 1, 0],
        ['source', 'organic-search', 1, 2],
      ]),
      ...dims(D1, [
        ['browser', 'Chrome', 0, 1],
        ['city', 'Paris|FR', 0, 1],
        ['country', 'FR', 0, 1],
        ['device', 'desktop', 0, 1],
        ['os', 'Linux', 0, 1],
        ['referrer', 'google.com', 0, 1],
        ['screen', 'desktop', 0, 1],
        ['source', 'organic-search', 0, 1],
      ]),
    ],
    errors: [
      { day: D, message: 'TypeError: a is null', source: 'https://example.com/app.js', browser: 'Firefox', count: 2, last_seen: at(`${D}T12:00:05Z`) },
      { day: D1, message: 'ReferenceError: x is not defined', source: 'https://example.com/app.js', browser: 'Chrome', count: 1, last_seen: at(`${D1}T00:01:21Z`) },
    ],
    elements: [
      { day: D, path: '/', grp: 'button', selector: 'main>button', text: 'Sign up', clicks: 1, rage_clicks: 0, dead_clicks: 0 },
      { day: D, path: '/pricing', grp: 'link', selector: 'nav>a', text: 'Docs', clicks: 3, rage_clicks: 3, dead_clicks: 0 },
      { day: D1, path: '/signup', grp: 'button', selector: 'form>button', text: 'Create account', clicks: 1, rage_clicks: 0, dead_clicks: 1 },
    ],
    clicks: [
      { day: D, path: '/', screen: 'desktop', x_bin: 25, y_bin: 29, clicks: 1 },
      { day: D, path: '/pricing', screen: 'mobile', x_bin: 5, y_bin: 50, clicks: 3 },
      { day: D1, path: '/signup', screen: 'desktop', x_bin: 49, y_bin: 99, clicks: 1 },
    ],
    flows: [
      { day: D, from_path: '(entry)', to_path: '/', count: 1 },
      { day: D, from_path: '(entry)', to_path: '/pricing', count: 1 },
      { day: D, from_path: '/', to_path: '/pricing', count: 1 },
      { day: D1, from_path: '/pricing', to_path: '/signup', count: 1 },
    ],
  };

  /** The snapshot with the md5 keys checked against PostgreSQL's own md5 of the parts and then left out (sorting by key varies). */
  async function checkedSnapshot(siteId: string) {
    const { rows } = await db.knex.raw<{ rows: { ok: boolean }[] }>(
      `select bool_and(key = md5(convert_to(message, 'UTF8') || '\\x00'::bytea || convert_to(source, 'UTF8') || '\\x00'::bytea || convert_to(browser, 'UTF8'))) as ok
       from analytics_daily_errors where site_id = ?
       union all
       select bool_and(key = md5(convert_to(path, 'UTF8') || '\\x00'::bytea || convert_to(grp, 'UTF8') || '\\x00'::bytea || convert_to(selector, 'UTF8') || '\\x00'::bytea || convert_to(text, 'UTF8')))
       from analytics_daily_elements where site_id = ?`,
      [siteId, siteId],
    );
    expect(rows.map((r) => r.ok)).to.deep.equal([true, true]);
    const snap = await snapshot(siteId);
    const byDayThen = (field: string) => (x: Record<string, unknown>, y: Record<string, unknown>) => String(x.day).localeCompare(String(y.day)) || String(x[field]).localeCompare(String(y[field]));
    return {
      ...snap,
      errors: snap.errors.map(({ key: _k, ...rest }) => rest).sort(byDayThen('message')),
      elements: snap.elements.map(({ key: _k, ...rest }) => rest).sort(byDayThen('path')),
    };
  }

  it('fills every rollup table with the hand-computed totals when a session is split across three batches, and a retried batch adds nothing', async () => {
    const { a, b, c } = rollupScenario(SITE, 'split');
    const writer = new EventBatchWriter(db.database);
    // A split after its second page view and after the midnight engagement; C's two errors in two batches.
    const batch1 = [...b, ...a.slice(0, 7), c[0]!];
    const batch2 = [...a.slice(7, 9), c[1]!];
    const batch3 = a.slice(9);
    expect(await writer.write(batch1)).to.deep.equal({ inserted: 13, duplicates: 0 });
    expect(await writer.write(batch2)).to.deep.equal({ inserted: 3, duplicates: 0 });
    expect(await writer.write(batch3)).to.deep.equal({ inserted: 6, duplicates: 0 });
    const afterAll = await checkedSnapshot(SITE);
    expect(afterAll).to.deep.equal(EXPECTED);
    // The events themselves, as COPY stored them (text format, times formatted without Date#toISOString).
    const { rows: stored } = await db.knex.raw<{ rows: { id: string; occurred_at: Date; kind: string; path: string; data: unknown }[] }>(
      'select id, occurred_at, kind, path, data from analytics_events where site_id = ? order by occurred_at, id',
      [SITE],
    );
    const sent = [...a, ...b, ...c].sort((x, y) => x.occurredAt.getTime() - y.occurredAt.getTime() || (x.id < y.id ? -1 : 1));
    expect(stored.map((r) => [r.id, r.occurred_at.toISOString(), r.kind, r.path, r.data])).to.deep.equal(sent.map((e) => [e.id, e.occurredAt.toISOString(), e.kind, e.path, e.data]));

    // The worker died after committing batch 2 and the job runs again: nothing changes anywhere.
    expect(await writer.write(batch2)).to.deep.equal({ inserted: 0, duplicates: 3 });
    // A retried job that partly made it: only the new events count (here: none are new).
    expect(await writer.write([...batch3, ...batch2])).to.deep.equal({ inserted: 0, duplicates: 9 });
    expect(await checkedSnapshot(SITE)).to.deep.equal(EXPECTED);
  });

  it('gives the same tables for the whole scenario in one batch, on the COPY and on the portable path', async () => {
    const one = '00000000-0000-4000-8000-0000000000f2';
    const { a, b, c } = rollupScenario(one, 'one');
    expect(await new EventBatchWriter(db.database).write([...a, ...b, ...c])).to.deep.equal({ inserted: 22, duplicates: 0 });
    expect(await checkedSnapshot(one)).to.deep.equal(EXPECTED);

    const portableSite = '00000000-0000-4000-8000-0000000000f3';
    const portable = new EventBatchWriter(db.database);
    portable.useCopy = false;
    const p = rollupScenario(portableSite, 'portable');
    await portable.write([...p.b, ...p.a.slice(0, 7), p.c[0]!]);
    await portable.write([...p.a.slice(7, 9), p.c[1]!]);
    await portable.write(p.a.slice(9));
    expect(await portable.write(p.a.slice(9))).to.deep.equal({ inserted: 0, duplicates: 6 });
    expect(await checkedSnapshot(portableSite)).to.deep.equal(EXPECTED);
  });

  it('replays a session whose events arrive late (the navigating click after the next page view, a scroll after later events)', async () => {
    const late = '00000000-0000-4000-8000-0000000000f4';
    const { a, b, c } = rollupScenario(late, 'late');
    const writer = new EventBatchWriter(db.database);
    // A's click on / (23:58:30) arrives after the page view of /pricing it led to: / must still count as
    // clicked through. The last scroll gesture of / arrives after the pricing engagement.
    const lateClick = a[4]!;
    const lateScroll = a[3]!;
    await writer.write([...b, ...c, ...a.slice(0, 3), a[5]!, a[6]!, a[7]!]);
    await writer.write([lateClick]);
    await writer.write([lateScroll, ...a.slice(8)]);
    expect(await writer.write([lateClick])).to.deep.equal({ inserted: 0, duplicates: 1 });
    expect(await checkedSnapshot(late)).to.deep.equal(EXPECTED);
  });

  it('stores text PostgreSQL refuses (U+0000, lone surrogates) cleaned instead of failing the batch forever', async () => {
    const site = '00000000-0000-4000-8000-0000000000f5';
    const { c } = rollupScenario(site, 'hostile');
    const hostile = { ...c[0]!, data: { ...(c[0]!.data as object), message: 'bad\u0000 \ud800 text' } } as EnrichedEvent;
    expect(await new EventBatchWriter(db.database).write([hostile])).to.deep.equal({ inserted: 1, duplicates: 0 });
    const { rows } = await db.knex.raw<{ rows: { message: string; data: { message: string } }[] }>(
      `select e.data, r.message from analytics_events e join analytics_daily_errors r using (site_id) where e.site_id = ?`,
      [site],
    );
    expect(rows).to.deep.equal([{ data: { ...(hostile.data as object), message: 'bad \ufffd text' }, message: 'bad \ufffd text' }]);
  });
});
