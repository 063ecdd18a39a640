import 'reflect-metadata';
import { expect } from 'chai';
import { dashboardSiteA as siteA, dashboardSiteR as siteR } from '../../../../../../test/support/analytics/dashboard-sessions.js';
import { SessionBuilder } from '../../../../../../test/support/analytics/session-builder.js';
import { createTestDatabase, type TestDatabase } from '../../../../../../test/support/test-database.js';
import type { Clock, DomainError } from '../../../../../shared/index.js';
import { GetDeadZonesReport } from '../../../application/reports/get-dead-zones-report.use-case.js';
import { GetDevicesReport } from '../../../application/reports/get-devices-report.use-case.js';
import { GetEngagementReport } from '../../../application/reports/get-engagement-report.use-case.js';
import { GetErrorsReport } from '../../../application/reports/get-errors-report.use-case.js';
import { GetFlowsReport } from '../../../application/reports/get-flows-report.use-case.js';
import { GetGeographyReport } from '../../../application/reports/get-geography-report.use-case.js';
import { GetHeatmapReport } from '../../../application/reports/get-heatmap-report.use-case.js';
import { GetInteractionsReport } from '../../../application/reports/get-interactions-report.use-case.js';
import { GetOverviewReport } from '../../../application/reports/get-overview-report.use-case.js';
import { GetPagesReport } from '../../../application/reports/get-pages-report.use-case.js';
import { GetSourcesReport } from '../../../application/reports/get-sources-report.use-case.js';
import { rollupKey } from '../../../domain/daily-rollup.js';
import { MemoryLiveStore } from '../../live/memory.live-store.js';
import { AnalyticsSiteObjectionRepository } from '../analytics-site.objection-repository.js';
import { EventBatchWriter } from '../event-batch/event-batch.writer.js';
import { KnexReportQueries } from './knex.report-queries.js';

/**
 * The report queries (analytics README, "Reports") on a real database, over events written by the real EventBatchWriter,
 * against totals worked out by hand from the sessions below (the comments list them).
 */
const NOW = new Date('2026-11-23T12:30:00Z');
const clock: Clock = { now: () => NOW };
const OWNER = '00000000-0000-4000-8000-0000000000a1';

describe('dashboard reports over written events (real database)', function () {
  this.timeout(120_000);
  let db: TestDatabase;
  let a: string;
  let r: string;
  let queries: KnexReportQueries;
  let live: MemoryLiveStore;
  let sites: AnalyticsSiteObjectionRepository;

  before(async () => {
    db = await createTestDatabase();
    sites = new AnalyticsSiteObjectionRepository(db.database);
    a = (await sites.create({ userId: OWNER, name: 'A', url: 'https://a.example', host: 'a.example' })).id;
    r = (await sites.create({ userId: OWNER, name: 'R', url: 'https://r.example', host: 'r.example' })).id;
    const noise = (await sites.create({ userId: OWNER, name: 'Noise', url: 'https://n.example', host: 'n.example' })).id;
    const writer = new EventBatchWriter(db.database);
    const events = [...siteA(a), ...siteR(r), ...siteA(noise)];
    // Batches of 5 cut sessions across writes, as the queue does.
    for (let i = 0; i < events.length; i += 5) await writer.write(events.slice(i, i + 5));
    queries = new KnexReportQueries(db.database, clock);
    live = new MemoryLiveStore(clock);
    await live.recordLive(siteR(r).map((e) => ({ siteId: e.siteId, visitorId: e.visitorId, kind: e.kind, path: e.path, occurredAt: e.occurredAt })));
  });
  after(() => db.drop());

  const cmd = (siteId: string, range: string, extra: Record<string, unknown> = {}) => ({ siteId, userId: OWNER, range, ...extra });
  const overview = (c: ReturnType<typeof cmd>) => new GetOverviewReport(sites, queries, live, clock).execute(c);

  it('overview, 7 days: Σ daily visitors, page views, bounce, duration, frustration, conversion and the hourly series', async () => {
    const report = await overview(cmd(a, '7d'));
    expect(report.window).to.deep.equal({ range: '7d', from: '2026-11-17T00:00:00.000Z', to: NOW.toISOString(), bucket: 'hour', dataFrom: '2026-11-17T00:00:00.000Z' });
    // Visitors: D1 v1-v4 (4) + D2 v1, v5 (2); v1 counts on both days.
    expect(report).to.deep.include({ totalVisitors: 6, totalPageViews: 7, sessions: 6, avgSessionDuration: 24, bounceRate: 50, bounceCount: 3, frustratedSessions: 3, conversionRate: 16.7 });
    expect(report.series).to.have.length(6 * 24 + 13);
    const at = (iso: string) => report.series.find((p) => p.at === iso);
    expect(at('2026-11-20T10:00:00.000Z')).to.deep.equal({ at: '2026-11-20T10:00:00.000Z', visitors: 2, pageViews: 3, sessions: 2 });
    expect(at('2026-11-20T12:00:00.000Z')).to.include({ visitors: 1, pageViews: 1, sessions: 1 });
    expect(at('2026-11-22T09:00:00.000Z')).to.include({ visitors: 2, pageViews: 2, sessions: 2 });
    expect(report.series.reduce((n, p) => n + p.pageViews, 0)).to.equal(7);
    expect(report.topPages).to.equal(undefined);
  });

  it('overview, 30 days, 90 days and a custom day: daily series and the same definitions', async () => {
    const month = await overview(cmd(a, '30d'));
    expect(month).to.deep.include({ totalVisitors: 7, totalPageViews: 8, sessions: 7, avgSessionDuration: 21, bounceRate: 57.1, bounceCount: 4, frustratedSessions: 3, conversionRate: 14.3 });
    expect(month.series).to.have.length(30);
    expect(month.series.filter((p) => p.sessions > 0)).to.deep.equal([
      { at: '2026-11-05T00:00:00.000Z', visitors: 1, pageViews: 1, sessions: 1 },
      { at: '2026-11-20T00:00:00.000Z', visitors: 4, pageViews: 5, sessions: 4 },
      { at: '2026-11-22T00:00:00.000Z', visitors: 2, pageViews: 2, sessions: 2 },
    ]);
    expect(await overview(cmd(a, '90d'))).to.deep.include({ totalVisitors: 7, totalPageViews: 8, sessions: 7 });
    const day = await overview(cmd(a, 'custom', { from: '2026-11-20', to: '2026-11-20' }));
    expect(day.window).to.include({ from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z', bucket: 'day' });
    expect(day).to.deep.include({ totalVisitors: 4, totalPageViews: 5, sessions: 4, bounceRate: 50, bounceCount: 2, conversionRate: 25 });
    expect(day.series).to.deep.equal([{ at: '2026-11-20T00:00:00.000Z', visitors: 4, pageViews: 5, sessions: 4 }]);
  });

  it('realtime overview: visitors and page views per minute from the live store, sessions of the last 30 minutes', async () => {
    const report = await overview(cmd(r, 'realtime'));
    expect(report.window).to.include({ range: 'realtime', from: '2026-11-23T12:01:00.000Z', bucket: 'minute' });
    expect(report).to.deep.include({ totalVisitors: 2, totalPageViews: 3, sessions: 2, bounceCount: 1, bounceRate: 50, avgSessionDuration: 30, frustratedSessions: 0, conversionRate: 0 });
    expect(report.series).to.have.length(30);
    expect(report.series.filter((p) => p.pageViews + p.sessions > 0)).to.deep.equal([
      { at: '2026-11-23T12:10:00.000Z', visitors: 1, pageViews: 1, sessions: 1 },
      { at: '2026-11-23T12:11:00.000Z', visitors: 1, pageViews: 1, sessions: 0 },
      { at: '2026-11-23T12:20:00.000Z', visitors: 1, pageViews: 1, sessions: 1 },
    ]);
    expect(report.topPages).to.deep.equal([
      { path: '/live', pageViews: 2 },
      { path: '/live/2', pageViews: 1 },
    ]);
  });

  it('sources: every kind with zeros, referrer hosts, campaigns as the writer stored them', async () => {
    const report = await new GetSourcesReport(sites, queries, clock).execute(cmd(a, '7d'));
    expect(report.kinds).to.deep.equal([
      { kind: 'campaign', sessions: 1 },
      { kind: 'organic-search', sessions: 1 },
      { kind: 'social', sessions: 1 },
      { kind: 'direct', sessions: 2 },
      { kind: 'referrer', sessions: 1 },
    ]);
    expect(report.referrers).to.deep.equal([
      { host: 'google.com', sessions: 1 },
      { host: 't.co', sessions: 1 },
    ]);
    expect(report.campaigns).to.deep.equal([{ source: 'newsletter', medium: 'email', campaign: 'Autumn', sessions: 1 }]);
    const realtime = await new GetSourcesReport(sites, queries, clock).execute(cmd(r, 'realtime'));
    expect(realtime.kinds.filter((k) => k.sessions > 0)).to.deep.equal([
      { kind: 'organic-search', sessions: 1 },
      { kind: 'direct', sessions: 1 },
    ]);
    expect(realtime.referrers).to.deep.equal([{ host: 'google.com', sessions: 1 }]);
  });

  it('devices: screen classes folded (laptop as desktop), a session without a page view as unknown; browsers and OS', async () => {
    const report = await new GetDevicesReport(sites, queries, clock).execute(cmd(a, '7d'));
    expect(report.devices).to.deep.equal([
      { name: 'desktop', sessions: 3 },
      { name: 'tablet', sessions: 1 },
      { name: 'mobile', sessions: 1 },
      { name: 'unknown', sessions: 1 },
    ]);
    expect(report.browsers).to.deep.equal([
      { name: 'Chrome', sessions: 4 },
      { name: 'Firefox', sessions: 1 },
      { name: 'Safari', sessions: 1 },
    ]);
    expect(report.os).to.deep.equal([
      { name: 'Linux', sessions: 2 },
      { name: 'Android', sessions: 1 },
      { name: 'Windows', sessions: 1 },
      { name: 'iOS', sessions: 1 },
      { name: 'macOS', sessions: 1 },
    ]);
    const realtime = await new GetDevicesReport(sites, queries, clock).execute(cmd(r, 'realtime'));
    expect(realtime.devices.map((d) => d.sessions)).to.deep.equal([1, 0, 1, 0]);
  });

  it('geography: countries, cities and the sessions without a country', async () => {
    const report = await new GetGeographyReport(sites, queries, clock).execute(cmd(a, '7d'));
    expect(report.countries).to.deep.equal([
      { code: 'FR', sessions: 3 },
      { code: 'DE', sessions: 1 },
      { code: 'US', sessions: 1 },
    ]);
    expect(report.cities).to.deep.equal([
      { city: 'Paris', country: 'FR', sessions: 2 },
      { city: 'Berlin', country: 'DE', sessions: 1 },
      { city: 'Lyon', country: 'FR', sessions: 1 },
      { city: 'New York', country: 'US', sessions: 1 },
    ]);
    expect(report.unknownSessions).to.equal(1);
    expect((await new GetGeographyReport(sites, queries, clock).execute(cmd(a, '30d'))).countries.map((c) => c.code)).to.deep.equal(['FR', 'DE', 'GB', 'US']);
  });

  it('pages: views, entries, exits and the mean time of the views that reported it', async () => {
    const report = await new GetPagesReport(sites, queries, clock).execute(cmd(a, '7d'));
    expect(report.pages).to.deep.equal([
      { path: '/', views: 4, avgTimeSeconds: 20, entries: 4, exits: 2 },
      { path: '/pricing', views: 2, avgTimeSeconds: 20, entries: 1, exits: 2 },
      { path: '/about', views: 1, avgTimeSeconds: 0, entries: 0, exits: 1 },
    ]);
    const realtime = await new GetPagesReport(sites, queries, clock).execute(cmd(r, 'realtime'));
    // Realtime reads the day's rollup: the 11:00 view counts too, and the window says so.
    expect(realtime.window.dataFrom).to.equal('2026-11-23T00:00:00.000Z');
    expect(realtime.pages.map((p) => [p.path, p.views])).to.deep.equal([
      ['/live', 2],
      ['/live/2', 1],
      ['/old', 1],
    ]);
  });

  it('errors: grouped by message, source and browser', async () => {
    const report = await new GetErrorsReport(sites, queries, clock).execute(cmd(a, '7d'));
    expect(report.total).to.equal(1);
    expect(report.errors).to.deep.equal([{ message: 'TypeError: x is undefined', source: 'https://shop.example/app.js', browser: 'Safari', count: 1, lastSeen: '2026-11-20T12:00:05.000Z' }]);
  });

  it('interactions: group totals, items by clicks then key, pages of `limit`, a group filter', async () => {
    const get = new GetInteractionsReport(sites, queries, clock);
    const key = (path: string, group: string, selector: string, text: string) => rollupKey(path, group, selector, text);
    const buyHome = { key: key('/', 'button', 'button.buy', 'Buy'), path: '/', group: 'button', text: 'Buy', selector: 'button.buy', clicks: 2, rageClicks: 0, deadClicks: 0 };
    const ones = [
      { key: key('/pricing', 'link', 'a.plans', 'Plans'), path: '/pricing', group: 'link', text: 'Plans', selector: 'a.plans', clicks: 1, rageClicks: 1, deadClicks: 0 },
      { key: key('/pricing', 'button', 'button.buy', 'Buy'), path: '/pricing', group: 'button', text: 'Buy', selector: 'button.buy', clicks: 1, rageClicks: 0, deadClicks: 0 },
      { key: key('/about', 'image', 'img.hero', ''), path: '/about', group: 'image', text: '', selector: 'img.hero', clicks: 1, rageClicks: 0, deadClicks: 1 },
    ].sort((x, y) => (x.key < y.key ? -1 : 1));

    const first = await get.execute({ ...cmd(a, '7d'), offset: 0, limit: 2, group: null });
    expect(first.total).to.equal(4);
    expect(first.groups).to.deep.equal([
      { group: 'button', clicks: 3 },
      { group: 'link', clicks: 1 },
      { group: 'image', clicks: 1 },
    ]);
    expect(first.items).to.deep.equal([buyHome, ones[0]]);
    expect(first.nextOffset).to.equal(2);
    const second = await get.execute({ ...cmd(a, '7d'), offset: 2, limit: 2, group: null });
    expect(second.items).to.deep.equal(ones.slice(1));
    expect(second.nextOffset).to.equal(null);
    const buttons = await get.execute({ ...cmd(a, '7d'), offset: 0, limit: 24, group: 'button' });
    expect([buttons.total, buttons.items.map((i) => i.path)]).to.deep.equal([2, ['/', '/pricing']]);
  });

  it('engagement: the sessions of the window through engagement-quality.ts', async () => {
    const report = await new GetEngagementReport(sites, queries, clock).execute(cmd(a, '7d'));
    const factor = (k: string) => report.factors.find((f) => f.key === k)?.value;
    expect(factor('sessionsAnalysed')).to.equal(6);
    // Clicks: S2 2, S3 1, S5 2 over 6 sessions; forms: S3 started one and submitted it.
    expect(factor('clicksPerSession')).to.equal(0.8);
    expect(factor('formCompletionRate')).to.equal(100);
    expect(factor('analysisDate')).to.equal(NOW.toISOString());
    expect(report.band).to.be.a('string');
    const realtime = await new GetEngagementReport(sites, queries, clock).execute(cmd(r, 'realtime'));
    expect(realtime.factors.find((f) => f.key === 'sessionsAnalysed')?.value).to.equal(2);
  });

  it('flows: entries, page-to-page links and exits, most frequent first', async () => {
    const report = await new GetFlowsReport(sites, queries, clock).execute(cmd(a, '7d'));
    expect(report.links).to.deep.equal([
      { from: '(entry)', to: '/', count: 4 },
      { from: '/', to: '(exit)', count: 2 },
      { from: '/pricing', to: '(exit)', count: 2 },
      { from: '(entry)', to: '/pricing', count: 1 },
      { from: '/', to: '/about', count: 1 },
      { from: '/', to: '/pricing', count: 1 },
      { from: '/about', to: '(exit)', count: 1 },
    ]);
  });

  it('heatmap: the most clicked page by default, cell centres, one device class', async () => {
    const get = new GetHeatmapReport(sites, queries, clock);
    const all = await get.execute({ ...cmd(a, '7d'), path: null, device: 'all' });
    expect(all.pages).to.deep.equal([
      { path: '/', clicks: 2 },
      { path: '/pricing', clicks: 2 },
      { path: '/about', clicks: 1 },
    ]);
    expect(all).to.deep.include({ path: '/', device: 'all', totalClicks: 2, points: [{ x: 0.51, y: 0.055, count: 2 }], cellWidth: 0.02, cellHeight: 0.01 });
    const pricing = await get.execute({ ...cmd(a, '7d'), path: '/pricing', device: 'all' });
    expect(pricing.points).to.deep.equal([
      { x: 0.51, y: 0.055, count: 1 },
      { x: 0.31, y: 0.955, count: 1 },
    ]);
    const mobile = await get.execute({ ...cmd(a, '7d'), path: null, device: 'mobile' });
    expect(mobile.pages).to.deep.equal([
      { path: '/', clicks: 1 },
      { path: '/pricing', clicks: 1 },
    ]);
    expect(mobile.totalClicks).to.equal(1);
    const none = await get.execute({ ...cmd(a, '7d'), path: '/nowhere', device: 'all' });
    expect([none.path, none.points, none.totalClicks]).to.deep.equal(['/nowhere', [], 0]);
  });

  it('dead zones: the grid rows summed into sections, shares and bands', async () => {
    const get = new GetDeadZonesReport(sites, queries, clock);
    const ten = await get.execute({ ...cmd(a, '7d'), path: '/pricing', device: 'all', sections: 10 });
    expect(ten.totalInteractions).to.equal(2);
    expect(ten.sections.map((s) => [s.interactions, s.interactionShare, s.coverage, s.band])).to.deep.equal([
      [1, 50, 100, 'good'],
      ...Array.from({ length: 8 }, () => [0, 0, 0, 'critical']),
      [1, 50, 100, 'good'],
    ]);
    const four = await get.execute({ ...cmd(a, '7d'), path: '/pricing', device: 'all', sections: 4 });
    expect(four.sections.map((s) => s.interactions)).to.deep.equal([1, 0, 0, 1]);
    const empty = await get.execute({ ...cmd(a, '7d'), path: '/pricing', device: 'tablet', sections: 10 });
    expect([empty.totalInteractions, empty.sections[0]!.band]).to.deep.equal([0, null]);
  });

  it('sealed weeks are memoised with the same figures and reloaded when late data arrives; another owner gets 404', async () => {
    // 2026-11-19..25 holds D1 and D2; a later clock seals that block, so 90 days read it from the memo.
    const later: Clock = { now: () => new Date('2026-12-10T12:00:00Z') };
    const memoised = new KnexReportQueries(db.database, later);
    const windowed = { siteId: a, userId: OWNER, range: 'custom', from: '2026-11-01', to: '2026-12-10' };
    for (let round = 0; round < 2; round++) {
      expect((await new GetFlowsReport(sites, memoised, later).execute(windowed)).links[0]).to.deep.equal({ from: '(entry)', to: '/', count: 4 });
      expect((await new GetInteractionsReport(sites, memoised, later).execute({ ...windowed, offset: 0, limit: 1, group: null })).total).to.equal(4);
      expect((await new GetPagesReport(sites, memoised, later).execute(windowed)).pages.map((p) => p.views)).to.deep.equal([4, 2, 1, 1]);
    }
    // A late session written into the sealed block changes its fingerprint: the memo reloads it.
    const late = new SessionBuilder({ siteId: a, visitorId: 'v9', sessionId: 'late' }).pageview('2026-11-21T08:00:00Z', '/', 'desktop').events;
    await new EventBatchWriter(db.database).write(late);
    expect((await new GetFlowsReport(sites, memoised, later).execute(windowed)).links[0]).to.deep.equal({ from: '(entry)', to: '/', count: 5 });
    expect((await new GetPagesReport(sites, memoised, later).execute(windowed)).pages[0]).to.include({ path: '/', views: 5 });
    try {
      await new GetPagesReport(sites, queries, clock).execute({ ...cmd(a, '7d'), userId: '00000000-0000-4000-8000-0000000000b2' });
      expect.fail('another owner read the report');
    } catch (error) {
      expect((error as DomainError).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    }
  });
});
