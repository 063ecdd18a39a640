import 'reflect-metadata';
import { expect } from 'chai';
import type { Clock } from '../../src/shared/index.js';
import { ClickHouseEventWriter } from '../../src/modules/analytics/adapters/clickhouse/clickhouse.event-writer.js';
import { ClickHouseReportQueries } from '../../src/modules/analytics/adapters/clickhouse/clickhouse.report-queries.js';
import { ClickHouseRollupCompactor } from '../../src/modules/analytics/adapters/clickhouse/clickhouse.rollup-compactor.js';
import { ClickHouseSiteDataStore } from '../../src/modules/analytics/adapters/clickhouse/clickhouse.site-data.store.js';
import { MemoryLiveStore } from '../../src/modules/analytics/adapters/live/memory.live-store.js';
import { AnalyticsSiteObjectionRepository } from '../../src/modules/analytics/adapters/persistence/analytics-site.objection-repository.js';
import { EventBatchWriter } from '../../src/modules/analytics/adapters/persistence/event-batch/event-batch.writer.js';
import { KnexReportQueries } from '../../src/modules/analytics/adapters/persistence/report-queries/knex.report-queries.js';
import { SiteDataKnexStore } from '../../src/modules/analytics/adapters/persistence/site-data.knex-store.js';
import { WeeklyRollupsKnexCompactor } from '../../src/modules/analytics/adapters/persistence/weekly-rollups.knex-compactor.js';
import { CompactRollups } from '../../src/modules/analytics/application/compact-rollups/compact-rollups.use-case.js';
import { GetDeadZonesReport } from '../../src/modules/analytics/application/reports/get-dead-zones-report.use-case.js';
import { GetDevicesReport } from '../../src/modules/analytics/application/reports/get-devices-report.use-case.js';
import { GetEngagementReport } from '../../src/modules/analytics/application/reports/get-engagement-report.use-case.js';
import { GetErrorsReport } from '../../src/modules/analytics/application/reports/get-errors-report.use-case.js';
import { GetFlowsReport } from '../../src/modules/analytics/application/reports/get-flows-report.use-case.js';
import { GetFormsReport } from '../../src/modules/analytics/application/reports/get-forms-report.use-case.js';
import { GetGeographyReport } from '../../src/modules/analytics/application/reports/get-geography-report.use-case.js';
import { GetHeatmapReport } from '../../src/modules/analytics/application/reports/get-heatmap-report.use-case.js';
import { GetInteractionsReport } from '../../src/modules/analytics/application/reports/get-interactions-report.use-case.js';
import { GetOverviewReport } from '../../src/modules/analytics/application/reports/get-overview-report.use-case.js';
import { GetPagesReport } from '../../src/modules/analytics/application/reports/get-pages-report.use-case.js';
import { GetSourcesReport } from '../../src/modules/analytics/application/reports/get-sources-report.use-case.js';
import type { DaySpan, Dimension, ReportQueries, TimeSpan } from '../../src/modules/analytics/application/reports/report-queries.port.js';
import type { EnrichedEvent } from '../../src/modules/analytics/domain/enriched-event.js';
import { SCREEN_CLASSES } from '../../src/modules/analytics/domain/tracking-event.js';
import { dashboardSiteA, dashboardSiteR } from '../support/analytics/dashboard-sessions.js';
import { generateHour, seededUuid } from '../support/analytics/enriched-events.js';
import { SessionBuilder } from '../support/analytics/session-builder.js';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../support/clickhouse-test-database.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * The ClickHouse store's ReportQueries (adapters/clickhouse/clickhouse.report-queries.ts) against the
 * PostgreSQL one (adapters/persistence/report-queries/knex.report-queries.ts) on the same events, each
 * written by its store's own writer in the same batches: every method over several sites and spans, then
 * every dashboard report (analytics README, "Reports") built on each, must give deep-equal results.
 * `expectParity` runs them all, so a later change to the stored data (a purge) can re-check the lot.
 */
const NOW = new Date('2026-11-23T12:30:00Z');
/** Ten minutes past the midnight of the edge site: its realtime window starts the day before. */
const AFTER_MIDNIGHT = new Date('2026-11-22T00:10:30Z');
const OWNER = '00000000-0000-4000-8000-0000000000c1';
const LAST_MS = '2026-11-21T23:59:59.999Z';
const MIDNIGHT = '2026-11-22T00:00:00.000Z';

/**
 * The edge site: generated traffic on both sides of 2026-11-22T00:00Z, sessions at the last millisecond of
 * the day and the first of the next (two of them starting in the same millisecond, their form events too,
 * so caps cut inside ties), one session across midnight, every event kind (rage and dead clicks on each
 * screen class, scrolls, engagement, every form action, errors), one-view pages whose order differs between
 * UTF-16 code units and UTF-8 bytes ('/😀' and '/ｚ'). `late` arrives in a batch after all the others:
 * events older than what their sessions stored (replays, exits that move) and a session on an old day.
 */
function edgeSite(siteId: string): { events: EnrichedEvent[]; late: EnrichedEvent[] } {
  const session = (id: string, visitorId: string, origin: Partial<ConstructorParameters<typeof SessionBuilder>[0]> = {}) =>
    new SessionBuilder({ siteId, visitorId, sessionId: id, ...origin });
  /** The form events of `action` failed validation on `error` (the builder's are all valid). */
  const failing = (events: EnrichedEvent[], action: 'change' | 'invalid', error: 'typeMismatch' | 'valueMissing'): EnrichedEvent[] =>
    events.map((x) => (x.kind === 'form' && x.data.action === action ? { ...x, data: { ...x.data, valid: false, error, hasValue: action === 'change' } } : x));
  const hours = ['2026-11-21T22:00:00Z', '2026-11-21T23:00:00Z', '2026-11-22T00:00:00Z'].flatMap((h, i) => generateHour(siteId, new Date(h), [9, 6, 7][i]!).events);
  const t1 = session('t1', 'u1', { sourceKind: 'organic-search', referrer: 'https://www.google.com/', device: 'mobile' }).pageview(LAST_MS, '/ｚ', 'mobile').form(LAST_MS, '/ｚ', 'input').events;
  const t2 = session('t2', 'u2', { sourceKind: 'campaign', city: 'Lyon', browser: 'Safari', os: 'iOS', device: 'tablet' })
    .pageview(LAST_MS, '/😀', 'tablet', { source: 'Mail|Out', medium: 'email', campaign: 'Winter' })
    .form(LAST_MS, '/😀', 'change')
    .click(LAST_MS, '/😀', { group: 'button', text: 'Send', selector: 'form>button', x: 0.5, y: 0.6, viewportWidth: 800 }).events;
  const t3 = session('t3', 'u3', { country: null, city: null, browser: 'Edge', os: 'Windows' })
    .pageview(MIDNIGHT, '/edge', 'laptop')
    .click(MIDNIGHT, '/edge', { group: 'button', text: 'Go', selector: 'button.go', x: 0.3, y: 0.42, viewportWidth: 1300, rage: true })
    .error(MIDNIGHT, '/edge', 'Error: b', 'https://e.example/app.js').events;
  const t4 = session('t4', 'u4', { sourceKind: 'referrer', referrer: 'https://news.example.com/a', country: 'DE', city: 'Berlin', browser: 'Firefox' })
    .pageview(MIDNIGHT, '/edge', 'desktop')
    .error('2026-11-22T00:00:01Z', '/edge', 'Error: a', 'https://e.example/app.js')
    .click('2026-11-22T00:00:02Z', '/edge', { group: 'image', text: '', selector: 'img.hero', x: 0.9, y: 0.07, viewportWidth: 1600, dead: true })
    .scroll('2026-11-22T00:00:03Z', '/edge', 70, 900, 400)
    .engagement('2026-11-22T00:00:04Z', '/edge', 3_000, 4_000, 70)
    .form('2026-11-22T00:00:05Z', '/edge', 'input', 'name')
    .form('2026-11-22T00:00:06Z', '/edge', 'invalid')
    .form('2026-11-22T00:00:07Z', '/edge', 'submit').events;
  const cross = session('x', 'u5', { browser: 'Firefox', os: 'macOS' })
    .pageview('2026-11-21T23:50:00Z', '/cross', 'desktop')
    .click('2026-11-21T23:55:00Z', '/cross', { group: 'link', text: 'Next', selector: 'a.next', x: 0.5, y: 0.99, viewportWidth: 400 })
    .pageview('2026-11-22T00:05:00Z', '/cross/2', 'desktop').events;
  const social = { sourceKind: 'social', referrer: 'https://t.co/x', country: 'US', city: 'New York' } as const;
  const tail = session('t5', 'u6', social)
    .pageview('2026-11-21T12:00:00Z', '/a', 'tablet')
    .pageview('2026-11-21T12:01:00Z', '/b', 'tablet')
    .click('2026-11-21T12:01:10Z', '/b', { group: 'link', text: 'C', selector: 'a.c', x: 0.25, y: 0.5, viewportWidth: 800 })
    .pageview('2026-11-21T12:02:00Z', '/c', 'tablet').events;
  const events = [...hours, ...t1, ...failing(t2, 'change', 'typeMismatch'), ...t3, ...failing(t4, 'invalid', 'valueMissing'), ...cross, ...tail];
  // The builder seeds ids from the session and the event's rank, which these repeat: ids of their own.
  const late = [
    // Before t5's first stored view: a replay moves its entry page and adds a flow.
    ...session('t5', 'u6', social).pageview('2026-11-21T11:59:00Z', '/start', 'tablet').events,
    // Between the crossing session's two views: its flows and exits change.
    ...session('x', 'u5', { browser: 'Firefox', os: 'macOS' }).pageview('2026-11-21T23:58:00Z', '/cross/1', 'desktop').engagement('2026-11-22T00:06:00Z', '/cross/2', 20_000, 30_000, 90).events,
    ...session('old', 'u7').pageview('2026-11-05T10:00:00Z', '/old', 'desktop').click('2026-11-05T10:00:05Z', '/old', { group: 'button', text: 'Old', selector: 'button.old', x: 0.1, y: 0.1 }).events,
  ].map((x, i) => ({ ...x, id: seededUuid(`${siteId}/late/${i}`) }));
  return { events, late };
}

const day = (firstDay: string, lastDay = firstDay): DaySpan => ({ firstDay, lastDay });
const span = (start: string, end: string): TimeSpan => ({ start: new Date(start), end: new Date(end) });

const DAY_SPANS: DaySpan[] = [day('2026-11-20'), day('2026-11-21'), day('2026-11-22'), day('2026-11-21', '2026-11-22'), day('2026-11-17', '2026-11-23'), day('2026-10-25', '2026-11-23')];
/** [span, days] pairs as report-window.ts resolves them: 7 days to now, one UTC day, and days of UTC-5 and UTC+9 (whole hours only). */
const TIME_SPANS: [TimeSpan, DaySpan][] = [
  [span('2026-11-17T00:00:00Z', NOW.toISOString()), day('2026-11-17', '2026-11-23')],
  [span('2026-11-21T00:00:00Z', '2026-11-22T00:00:00Z'), day('2026-11-21')],
  [span('2026-11-21T05:00:00Z', '2026-11-22T05:00:00Z'), day('2026-11-21', '2026-11-22')],
  [span('2026-11-20T15:00:00Z', '2026-11-21T15:00:00Z'), day('2026-11-20', '2026-11-21')],
  [span('2026-10-25T00:00:00Z', NOW.toISOString()), day('2026-10-25', '2026-11-23')],
  [span('2026-11-21T22:30:00Z', '2026-11-22T00:00:00.001Z'), day('2026-11-21', '2026-11-22')],
];
const REALTIME_SPANS: TimeSpan[] = [span('2026-11-23T12:01:00Z', '2026-11-23T12:31:00Z'), span('2026-11-21T23:41:00Z', '2026-11-22T00:11:00Z'), span('2026-11-21T23:59:59.999Z', '2026-11-22T00:00:00.001Z')];
const ALL_DIMENSIONS: Record<Dimension, number> = { source: 2, referrer: 50, campaign: 50, device: 1, browser: 2, os: 3, country: 250, city: 100, screen: 2 };

/** Clocks for the form report: the edge site's last-millisecond visits 10 minutes old (open), then 30 minutes old to the millisecond and days old (abandoned). */
const FORM_CLOCKS = [new Date('2026-11-22T00:10:00Z'), new Date('2026-11-22T00:29:59.999Z'), NOW];

type Case = [name: string, call: (q: ReportQueries) => Promise<unknown>];

/** Every ReportQueries method, over the site's spans; paths for the click grids come from the PostgreSQL store. */
async function portCases(siteId: string, pg: ReportQueries): Promise<Case[]> {
  const cases: Case[] = [];
  const add = (name: string, call: Case[1]) => cases.push([`${siteId.slice(-2)} ${name}`, call]);
  for (const [s, d] of TIME_SPANS) {
    const at = `${s.start.toISOString()}..${s.end.toISOString()}`;
    add(`trafficTotals ${at}`, (q) => q.trafficTotals(siteId, s));
    add(`trafficSeries hour ${at}`, (q) => q.trafficSeries(siteId, s, 'hour', d));
    add(`trafficSeries day ${at}`, (q) => q.trafficSeries(siteId, s, 'day', d));
    add(`recentSessionTotals ${at}`, (q) => q.recentSessionTotals(siteId, s));
    add(`storedEvents ${at}`, (q) => q.storedEvents(siteId, s));
    for (const cap of [5000, 1, 2, 3]) add(`engagementSessions started ${cap} ${at}`, (q) => q.engagementSessions(siteId, s, 'started', cap));
    // The realtime report asks for last-seen samples of minutes; over days they go through the store's widening windows too.
    for (const cap of [5000, 1, 2]) add(`engagementSessions last-seen ${cap} ${at}`, (q) => q.engagementSessions(siteId, s, 'last-seen', cap));
    for (const cap of [50_001, 1, 2]) add(`formEvents ${cap} ${at}`, (q) => q.formEvents(siteId, s, cap));
    // The folded report: caps cutting inside the edge site's same-millisecond form events, clocks leaving its visits open, then abandoned (to the millisecond).
    for (const cap of [50_001, 1, 2, 3]) {
      for (const now of FORM_CLOCKS) add(`formReport ${cap} ${now.toISOString()} ${at}`, (q) => q.formReport(siteId, s, cap, now));
    }
  }
  for (const s of REALTIME_SPANS) {
    const at = `${s.start.toISOString()}..${s.end.toISOString()}`;
    add(`recentSessionTotals ${at}`, (q) => q.recentSessionTotals(siteId, s));
    add(`sessionStartsPerMinute ${at}`, (q) => q.sessionStartsPerMinute(siteId, s));
    add(`recentSessionDimensions ${at}`, (q) => q.recentSessionDimensions(siteId, s, ALL_DIMENSIONS));
    add(`recentSessionDimensions one each ${at}`, (q) => q.recentSessionDimensions(siteId, s, { city: 1, country: 1, source: 1 }));
    for (const cap of [5000, 1, 2]) add(`engagementSessions last-seen ${cap} ${at}`, (q) => q.engagementSessions(siteId, s, 'last-seen', cap));
    add(`formEvents ${at}`, (q) => q.formEvents(siteId, s, 10));
    for (const now of FORM_CLOCKS) add(`formReport ${now.toISOString()} ${at}`, (q) => q.formReport(siteId, s, 10, now));
  }
  for (const d of DAY_SPANS) {
    const at = `${d.firstDay}..${d.lastDay}`;
    add(`visitorsByDay ${at}`, (q) => q.visitorsByDay(siteId, d));
    add(`dimensions ${at}`, (q) => q.dimensions(siteId, d, ALL_DIMENSIONS));
    add(`dimensions one each ${at}`, (q) => q.dimensions(siteId, d, { city: 1, country: 1, referrer: 1 }));
    for (const limit of [100, 1, 3, 6, 8, 9, 10]) add(`pages ${limit} ${at}`, (q) => q.pages(siteId, d, limit));
    for (const limit of [100, 1]) add(`errors ${limit} ${at}`, (q) => q.errors(siteId, d, limit));
    add(`elementGroups ${at}`, (q) => q.elementGroups(siteId, d));
    for (const group of [null, 'button', 'link', 'image', 'other'] as const) {
      for (const [offset, limit] of [
        [0, 24],
        [1, 2],
        [3, 100],
      ] as const) {
        add(`elements ${group} ${offset}+${limit} ${at}`, (q) => q.elements(siteId, d, { group, offset, limit }));
      }
    }
    for (const limit of [50, 1, 2, 3]) add(`flows ${limit} ${at}`, (q) => q.flows(siteId, d, limit));
    for (const screen of [null, ...SCREEN_CLASSES]) {
      for (const limit of [100, 1]) add(`clickedPages ${screen} ${limit} ${at}`, (q) => q.clickedPages(siteId, d, screen, limit));
      const paths = [...(await pg.clickedPages(siteId, d, screen, 3)).map((p) => p.path), '/cross', '/nowhere'];
      for (const path of paths) {
        add(`clickCells ${path} ${screen} ${at}`, (q) => q.clickCells(siteId, d, path, screen));
        add(`clickRows ${path} ${screen} ${at}`, (q) => q.clickRows(siteId, d, path, screen));
      }
    }
  }
  return cases;
}

/** A value holding no figure: 0, empty lists, objects of those. */
const isEmpty = (v: unknown): boolean => v === 0 || (Array.isArray(v) ? v.length === 0 : typeof v === 'object' && v !== null && !(v instanceof Date) && Object.values(v).every(isEmpty));

describe('ClickHouse report queries: the same results as PostgreSQL on the same events', function () {
  this.timeout(300_000);
  let pgDb: TestDatabase;
  let chDb: ClickHouseTestDatabase;
  let sites: AnalyticsSiteObjectionRepository;
  let stores: { name: 'PostgreSQL' | 'ClickHouse'; queries: ReportQueries }[];
  let a: string;
  let r: string;
  let e: string;
  let noise: string;
  let allEvents: EnrichedEvent[];

  const write = async (events: readonly EnrichedEvent[], size: number) => {
    const pgWriter = new EventBatchWriter(pgDb.database);
    const chWriter = new ClickHouseEventWriter(chDb.client, pgDb.database);
    for (let i = 0; i < events.length; i += size) {
      const batch = events.slice(i, i + size);
      expect((await chWriter.write(batch)).inserted).to.equal((await pgWriter.write(batch)).inserted);
    }
  };

  before(async () => {
    [pgDb, chDb] = await Promise.all([createTestDatabase(), createClickHouseTestDatabase()]);
    sites = new AnalyticsSiteObjectionRepository(pgDb.database);
    const site = async (name: string) => (await sites.create({ userId: OWNER, name, url: `https://${name}.example`, host: `${name}.example` })).id;
    [a, r, e, noise] = [await site('a'), await site('r'), await site('e'), await site('noise')];
    const edge = edgeSite(e);
    // Batches of 7 cut sessions across writes, as the queue does; the late events come last, on their own.
    await write([...dashboardSiteA(a), ...dashboardSiteR(r), ...edge.events, ...dashboardSiteA(noise)], 7);
    await write(edge.late, 2);
    allEvents = [...dashboardSiteA(a), ...dashboardSiteR(r), ...edge.events, ...edge.late, ...dashboardSiteA(noise)];
    const clock: Clock = { now: () => NOW };
    stores = [
      { name: 'PostgreSQL', queries: new KnexReportQueries(pgDb.database, clock) },
      { name: 'ClickHouse', queries: new ClickHouseReportQueries(chDb.client) },
    ];
  });
  after(async () => {
    await Promise.all([pgDb?.drop(), chDb?.drop()]);
  });

  /** Runs every case on both stores; returns the cases that differ (with both answers) and how many had figures. */
  async function differences(cases: Case[]): Promise<{ differ: string[]; withFigures: number }> {
    const differ: string[] = [];
    let withFigures = 0;
    // Eight cases at a time: each is a round trip to each store, and both answer several at once.
    for (let start = 0; start < cases.length; start += 8) {
      const answers = await Promise.all(cases.slice(start, start + 8).map(async ([name, call]) => ({ name, pair: await Promise.all([call(stores[0]!.queries), call(stores[1]!.queries)]) })));
      for (const { name, pair: [want, got] } of answers) {
        if (!isEmpty(want)) withFigures++;
        try {
          expect(got).to.deep.equal(want);
        } catch {
          differ.push(`${name}\n  PostgreSQL: ${JSON.stringify(want)}\n  ClickHouse: ${JSON.stringify(got)}`);
        }
      }
    }
    return { differ, withFigures };
  }

  /** `share`: the least part of each site's cases (realtime site aside) that must hold figures. */
  async function expectPortParity(share: number): Promise<number> {
    let count = 0;
    // The noise site holds site A's events again: A's figures would show it if a query leaked across sites.
    for (const siteId of [a, r, e]) {
      const cases = await portCases(siteId, stores[0]!.queries);
      const { differ, withFigures } = await differences(cases);
      expect(differ, differ.join('\n')).to.deep.equal([]);
      // Many cases hold figures: the sites are not empty where the spans look.
      if (siteId !== r) expect(withFigures, siteId).to.be.greaterThan(cases.length * share);
      count += cases.length;
    }
    return count;
  }

  /** The twelve dashboard reports on each store (use cases of application/reports), for several windows and clocks. */
  async function expectReportParity(): Promise<number> {
    const cases: Case[] = [];
    for (const now of [NOW, AFTER_MIDNIGHT]) {
      const clock: Clock = { now: () => now };
      const live = new MemoryLiveStore(clock);
      await live.recordLive(allEvents.filter((x) => x.occurredAt <= now).map((x) => ({ siteId: x.siteId, visitorId: x.visitorId, kind: x.kind, path: x.path, occurredAt: x.occurredAt })));
      const windows = [{ range: 'realtime' }, { range: '7d' }, { range: '30d' }, { range: 'custom', from: '2026-11-21', to: '2026-11-21' }, { range: 'custom', from: '2026-11-20', to: '2026-11-22' }].filter(
        (w) => w.range !== 'custom' || now > new Date(`${w.to}T00:00:00Z`),
      );
      for (const siteId of [a, r, e]) {
        for (const w of windows) {
          const c = { siteId, userId: OWNER, ...w };
          const name = `${siteId.slice(-2)} ${now.toISOString()} ${JSON.stringify(w)}`;
          const heat = (q: ReportQueries, path: string | null, device: 'all' | 'mobile' | 'desktop') => new GetHeatmapReport(sites, q, clock).execute({ ...c, path, device });
          cases.push(
            [`overview ${name}`, (q) => new GetOverviewReport(sites, q, live, clock).execute(c)],
            [`pages ${name}`, (q) => new GetPagesReport(sites, q, clock).execute(c)],
            [`sources ${name}`, (q) => new GetSourcesReport(sites, q, clock).execute(c)],
            [`devices ${name}`, (q) => new GetDevicesReport(sites, q, clock).execute(c)],
            [`geography ${name}`, (q) => new GetGeographyReport(sites, q, clock).execute(c)],
            [`errors ${name}`, (q) => new GetErrorsReport(sites, q, clock).execute(c)],
            [`interactions ${name}`, (q) => new GetInteractionsReport(sites, q, clock).execute({ ...c, offset: 0, limit: 2, group: null })],
            [`interactions page 2 ${name}`, (q) => new GetInteractionsReport(sites, q, clock).execute({ ...c, offset: 2, limit: 2, group: null })],
            [`interactions buttons ${name}`, (q) => new GetInteractionsReport(sites, q, clock).execute({ ...c, offset: 0, limit: 24, group: 'button' })],
            [`engagement ${name}`, (q) => new GetEngagementReport(sites, q, clock).execute(c)],
            [`flows ${name}`, (q) => new GetFlowsReport(sites, q, clock).execute(c)],
            [`heatmap ${name}`, (q) => heat(q, null, 'all')],
            [`heatmap mobile ${name}`, (q) => heat(q, null, 'mobile')],
            [`heatmap /edge desktop ${name}`, (q) => heat(q, '/edge', 'desktop')],
            [`dead zones ${name}`, (q) => new GetDeadZonesReport(sites, q, clock).execute({ ...c, path: null, device: 'all', sections: 10 })],
            [`dead zones /cross 4 ${name}`, (q) => new GetDeadZonesReport(sites, q, clock).execute({ ...c, path: '/cross', device: 'all', sections: 4 })],
            [`forms ${name}`, (q) => new GetFormsReport(sites, q, clock).execute(c)],
          );
        }
      }
    }
    const { differ, withFigures } = await differences(cases);
    expect(differ, differ.join('\n')).to.deep.equal([]);
    expect(withFigures).to.equal(cases.length);
    return cases.length;
  }

  describe('on the written events', () => {
    it('both stores hold the figures worked out by hand (dashboard-reports.medium.spec.ts) and the edge site\u2019s events', async () => {
      const week = span('2026-11-17T00:00:00Z', NOW.toISOString());
      const edgeDays = span('2026-11-21T00:00:00Z', '2026-11-23T00:00:00Z');
      const edgeEvents = allEvents.filter((x) => x.siteId === e && x.occurredAt >= edgeDays.start && x.occurredAt < edgeDays.end).length;
      for (const { name, queries } of stores) {
        expect(await queries.trafficTotals(a, week), name).to.deep.include({ pageViews: 7, sessions: 6, bounces: 3 });
        expect(await queries.visitorsByDay(a, day('2026-11-17', '2026-11-23')), name).to.equal(6);
        expect((await queries.flows(a, day('2026-11-17', '2026-11-23'), 1))[0], name).to.deep.equal({ from: '(entry)', to: '/', count: 4 });
        expect(await queries.storedEvents(e, edgeDays), name).to.equal(edgeEvents);
        // Two sessions start in the last millisecond of 2026-11-21: the cap of one takes t2 (session ids descending), the one that clicked.
        expect((await queries.engagementSessions(e, span(LAST_MS, MIDNIGHT), 'started', 1)).map((s) => s.clicks), name).to.deep.equal([1]);
        expect((await queries.engagementSessions(e, span(LAST_MS, MIDNIGHT), 'started', 5)).map((s) => s.clicks), name).to.deep.equal([1, 0]);
        // The crossing session counts in the realtime window after midnight, with its late view and engagement.
        expect(await queries.recentSessionTotals(e, span('2026-11-22T00:05:00Z', '2026-11-22T00:10:00Z')), name).to.deep.include({ sessions: 1, pageViews: 3, bounces: 0 });
      }
    });

    it('every ReportQueries method gives the same answer on both stores', async () => {
      expect(await expectPortParity(0.2)).to.be.greaterThan(1000);
    });

    it('every dashboard report is the same JSON on both stores', async () => {
      expect(await expectReportParity()).to.be.greaterThan(100);
    });
  });

  describe('after the compaction job on both stores, then late events', () => {
    // PostgreSQL's weekly rollups and ClickHouse's kept visitor counts (adapters/clickhouse/clickhouse.rollup-compactor.ts).
    const compact = () => {
      const clock: Clock = { now: () => NOW };
      return Promise.all([
        new CompactRollups(new WeeklyRollupsKnexCompactor(pgDb.database), clock).execute(),
        new CompactRollups(new ClickHouseRollupCompactor(chDb.client, clock), clock).execute(),
      ]);
    };
    before(async () => {
      const [, clickhouse] = await compact();
      // Every site's ended hours and days were counted: the reads below take the kept counts.
      expect(clickhouse.compactedWeeks).to.be.greaterThan(3);
    });

    it('every ReportQueries method and dashboard report is the same on both stores, counts kept', async () => {
      expect(await expectPortParity(0.2)).to.be.greaterThan(1000);
      expect(await expectReportParity()).to.be.greaterThan(100);
    });

    it('still the same after late events on counted days (their counts no longer hold), and after counting them again', async () => {
      // Site A on 2026-11-20 (a counted day; purged below with everything before the 21st) and the edge site's counted 21st.
      const late = [...generateHour(a, new Date('2026-11-20T09:00:00Z'), 3).events, ...generateHour(e, new Date('2026-11-21T05:00:00Z'), 2).events];
      await write(late, 5);
      allEvents.push(...late);
      expect(await expectPortParity(0.2)).to.be.greaterThan(1000);
      await compact();
      expect(await expectReportParity()).to.be.greaterThan(100);
    });
  });

  describe('after the same purges on both stores (SiteDataStore)', () => {
    before(async () => {
      const purges = [new SiteDataKnexStore(pgDb.database), new ClickHouseSiteDataStore(chDb.client, pgDb.database)];
      // One site's data older than a cut-off inside an hour, next to the day edge; then every site's before a UTC midnight.
      const collected = await Promise.all(purges.map((p) => p.deleteCollected(e, new Date('2026-11-21T23:30:00Z'))));
      expect(collected[1]).to.deep.equal(collected[0]);
      const all = await Promise.all(purges.map((p) => p.deleteAllBefore(new Date('2026-11-21T00:00:00Z'))));
      // Whole days go as dropped partitions, which neither store counts in `events`.
      expect(all[1]!.events).to.equal(all[0]!.events);
    });

    it('both stores lost the same data: site A keeps 2026-11-22 only, the edge site its hours from 23:00 on', async () => {
      const lastHour = span('2026-11-21T23:00:00Z', MIDNIGHT);
      const kept = allEvents.filter((x) => x.siteId === e && x.occurredAt >= lastHour.start && x.occurredAt < lastHour.end).length;
      for (const { name, queries } of stores) {
        expect(await queries.trafficTotals(a, span('2026-11-17T00:00:00Z', NOW.toISOString())), name).to.deep.include({ pageViews: 2, sessions: 2 });
        expect(await queries.visitorsByDay(a, day('2026-10-25', '2026-11-23')), name).to.equal(2);
        // Hours go only when the whole hour is before the cut-off: 23:00 stays.
        expect(await queries.storedEvents(e, span('2026-11-21T00:00:00Z', MIDNIGHT)), name).to.equal(kept);
        expect(await queries.formEvents(e, span('2026-11-21T00:00:00Z', '2026-11-21T23:30:00Z'), 10), name).to.deep.equal([]);
      }
    });

    // The reports read the port's methods but storedEvents (checked by figures above); the per-method round is not repeated, to keep the level short.
    it('every dashboard report is still the same JSON on both stores', async () => {
      expect(await expectReportParity()).to.be.greaterThan(100);
    });
  });
});
