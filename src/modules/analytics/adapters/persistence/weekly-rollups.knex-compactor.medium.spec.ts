import 'reflect-metadata';
import { expect } from 'chai';
import { SessionBuilder } from '../../../../../test/support/analytics/session-builder.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { KnexTransactionRunner } from '../../../../platform/db/index.js';
import type { Clock } from '../../../../shared/index.js';
import { CompactRollups } from '../../application/compact-rollups/compact-rollups.use-case.js';
import { DeleteSiteData } from '../../application/delete-site-data/delete-site-data.use-case.js';
import { GetDeadZonesReport } from '../../application/reports/get-dead-zones-report.use-case.js';
import { GetDevicesReport } from '../../application/reports/get-devices-report.use-case.js';
import { GetErrorsReport } from '../../application/reports/get-errors-report.use-case.js';
import { GetFlowsReport } from '../../application/reports/get-flows-report.use-case.js';
import { GetGeographyReport } from '../../application/reports/get-geography-report.use-case.js';
import { GetHeatmapReport } from '../../application/reports/get-heatmap-report.use-case.js';
import { GetInteractionsReport } from '../../application/reports/get-interactions-report.use-case.js';
import { GetPagesReport } from '../../application/reports/get-pages-report.use-case.js';
import { GetSourcesReport } from '../../application/reports/get-sources-report.use-case.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { AnalyticsSiteObjectionRepository } from './analytics-site.objection-repository.js';
import { DataJobKnexRepository } from './data-job.knex-repository.js';
import { EventBatchWriter } from './event-batch/event-batch.writer.js';
import { KnexReportQueries } from './report-queries/knex.report-queries.js';
import { SiteDataKnexStore } from './site-data.knex-store.js';
import { WeeklyRollupsKnexCompactor } from './weekly-rollups.knex-compactor.js';

/**
 * Weekly rollups (analytics README, "Event store and rollups"). Generated traffic with totals known by construction, written by the real
 * EventBatchWriter; every daily-table report compared with and without compaction, and with the totals.
 *
 * Wednesday 2026-11-25 12:00 UTC. Traffic on every day from Wednesday 2026-10-21 to today: on day i (0 =
 * 10-21) 1 + i % 3 sessions; session j of the day, at 09:00 + 10 j min: `/` (screen desktop, mobile,
 * tablet by j), a click on button.buy, then `/p{i % 4}`; source direct, organic-search, social by j;
 * country FR, DE, US by (i + j) % 3; session 0 also throws one JS error on `/p{i % 4}`.
 * Sealed weeks at the clock: 10-19 (from 10-21 on), 10-26, 11-02, 11-09, 11-16. 11-23 is open.
 */
const NOW = new Date('2026-11-25T12:00:00Z');
const clock: Clock = { now: () => NOW };
const OWNER = '00000000-0000-4000-8000-0000000000c1';
const FIRST = Date.parse('2026-10-21T00:00:00Z');
const DAY = 86_400_000;
const DAYS = 36;
const SCREENS = ['desktop', 'mobile', 'tablet'] as const;
const SOURCES = ['direct', 'organic-search', 'social'] as const;
const COUNTRIES = ['FR', 'DE', 'US'];

const sessionsOn = (i: number) => 1 + (i % 3);

function traffic(siteId: string, from = 0, to = DAYS - 1, tag = ''): EnrichedEvent[] {
  const events: EnrichedEvent[] = [];
  for (let i = from; i <= to; i++) {
    for (let j = 0; j < sessionsOn(i); j++) {
      const at = (min: number, sec: number) => new Date(FIRST + i * DAY + 9 * 3_600_000 + (10 * j + min) * 60_000 + sec * 1000).toISOString();
      const screen = SCREENS[j]!;
      const s = new SessionBuilder({ siteId, visitorId: `v${tag}-${i}-${j}`, sessionId: `s${tag}-${i}-${j}`, sourceKind: SOURCES[j], country: COUNTRIES[(i + j) % 3]!, city: null })
        .pageview(at(0, 0), '/', screen)
        .click(at(0, 10), '/', { group: 'button', text: 'Buy', selector: 'button.buy', x: 0.5, y: 0.05 })
        .pageview(at(0, 30), `/p${i % 4}`, screen);
      if (j === 0) s.error(at(0, 40), `/p${i % 4}`, 'TypeError: boom', 'https://x.example/app.js');
      events.push(...s.events);
    }
  }
  return events;
}

/** The known totals of days `from`..`to` (indexes): sessions, views of `/p{r}`, days. */
function totals(from: number, to: number) {
  let sessions = 0;
  const views = [0, 0, 0, 0];
  for (let i = from; i <= to; i++) {
    sessions += sessionsOn(i);
    views[i % 4]! += sessionsOn(i);
  }
  return { sessions, views, days: to - from + 1 };
}

describe('analytics weekly rollups: compaction, reports, purges (real database)', function () {
  this.timeout(180_000);
  let db: TestDatabase;
  let sites: AnalyticsSiteObjectionRepository;
  let store: SiteDataKnexStore;
  let compactor: WeeklyRollupsKnexCompactor;
  let a: string;
  let b: string;

  const write = async (events: EnrichedEvent[]) => {
    const writer = new EventBatchWriter(db.database);
    for (let i = 0; i < events.length; i += 7) await writer.write(events.slice(i, i + 7));
  };
  const compact = () => new CompactRollups(compactor, clock).execute();
  const markers = async (siteId: string) => (await db.knex('analytics_compacted_weeks').where({ site_id: siteId }).orderBy('week').select(db.knex.raw('week::text as week'))).map((r: { week: string }) => r.week);
  const weeklyRows = async (siteId: string) => {
    const out: Record<string, number> = {};
    for (const t of ['pages', 'dims', 'errors', 'elements', 'clicks', 'flows']) out[t] = Number((await db.knex(`analytics_weekly_${t}`).where({ site_id: siteId }).count({ n: '*' }))[0]!.n);
    return out;
  };

  const WINDOWS = { '7d': { range: '7d' }, '30d': { range: '30d' }, '90d': { range: '90d' }, custom: { range: 'custom', from: '2026-10-19', to: '2026-11-22' } };

  async function reportsOf(queries: KnexReportQueries, c: { siteId: string; userId: string; range: string; from?: string; to?: string }) {
    return {
      pages: await new GetPagesReport(sites, queries, clock).execute(c),
      sources: await new GetSourcesReport(sites, queries, clock).execute(c),
      devices: await new GetDevicesReport(sites, queries, clock).execute(c),
      geography: await new GetGeographyReport(sites, queries, clock).execute(c),
      errors: await new GetErrorsReport(sites, queries, clock).execute(c),
      interactions: await new GetInteractionsReport(sites, queries, clock).execute({ ...c, offset: 0, limit: 24, group: null }),
      flows: await new GetFlowsReport(sites, queries, clock).execute(c),
      heatmap: await new GetHeatmapReport(sites, queries, clock).execute({ ...c, path: null, device: 'all' }),
      deadZones: await new GetDeadZonesReport(sites, queries, clock).execute({ ...c, path: '/', device: 'mobile', sections: 10 }),
    };
  }

  /** Every report that reads the daily tables, for a few windows, through a reader with an empty memo. */
  async function figures(siteId: string) {
    const queries = new KnexReportQueries(db.database, clock);
    const out = {} as Record<keyof typeof WINDOWS, Awaited<ReturnType<typeof reportsOf>>>;
    for (const [name, w] of Object.entries(WINDOWS) as [keyof typeof WINDOWS, (typeof WINDOWS)[keyof typeof WINDOWS]][]) out[name] = await reportsOf(queries, { siteId, userId: OWNER, ...w });
    return out;
  }

  /** The 30-day window (10-27..11-25, days 6..35) against the totals of days `from`..35. */
  function expectThirtyDays(f: Awaited<ReturnType<typeof figures>>, from = 6) {
    const t = totals(from, DAYS - 1);
    const month = f['30d'];
    expect(month.pages.pages.find((p) => p.path === '/')).to.include({ views: t.sessions, entries: t.sessions, exits: 0 });
    for (let r = 0; r < 4; r++) expect(month.pages.pages.find((p) => p.path === `/p${r}`)).to.include({ views: t.views[r], exits: t.views[r] });
    expect(month.flows.links).to.deep.include({ from: '(entry)', to: '/', count: t.sessions });
    expect(month.heatmap).to.include({ path: '/', totalClicks: t.sessions });
    expect(month.errors.errors).to.deep.equal([{ message: 'TypeError: boom', source: 'https://x.example/app.js', browser: 'Chrome', count: t.days, lastSeen: '2026-11-25T09:00:40.000Z' }]);
    expect(month.interactions.items.map((i) => i.clicks)).to.deep.equal([t.sessions]);
    expect(month.sources.kinds.find((k) => k.kind === 'direct')?.sessions).to.equal(t.days);
  }

  before(async () => {
    db = await createTestDatabase();
    sites = new AnalyticsSiteObjectionRepository(db.database);
    store = new SiteDataKnexStore(db.database);
    compactor = new WeeklyRollupsKnexCompactor(db.database);
    a = (await sites.create({ userId: OWNER, name: 'A', url: 'https://a.example', host: 'a.example' })).id;
    b = (await sites.create({ userId: OWNER, name: 'B', url: 'https://b.example', host: 'b.example' })).id;
    await write([...traffic(a), ...traffic(b)]);
  });
  after(() => db.drop());

  it('gives every report the same figures, the known totals, with and without the sealed weeks compacted', async () => {
    const before = await figures(a);
    expectThirtyDays(before);

    const outcome = await compact();
    expect(outcome).to.deep.equal({ openWeek: '2026-11-23', compactedWeeks: 10, more: false });
    expect(await markers(a)).to.deep.equal(['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(await compact()).to.deep.include({ compactedWeeks: 0 });

    const after = await figures(a);
    expect(after).to.deep.equal(before);
    expectThirtyDays(after);
  });

  it('reads compacted weeks from the weekly tables while their fingerprint holds, their daily rows once late data lands', async () => {
    const t = totals(6, DAYS - 1);
    const rootViews = async () => (await new GetPagesReport(sites, new KnexReportQueries(db.database, clock), clock).execute({ siteId: a, userId: OWNER, range: '30d' })).pages.find((p) => p.path === '/')!.views;
    // A mark only the weekly row carries: the report shows it, so the week is read from there.
    await db.knex('analytics_weekly_pages').where({ site_id: a, week: '2026-11-09', path: '/' }).increment('views', 1000);
    expect(await rootViews()).to.equal(t.sessions + 1000);

    // A late session on 11-11 changes the week's fingerprint: its daily rows are read, late view included.
    await write(new SessionBuilder({ siteId: a, visitorId: 'late', sessionId: 'late' }).pageview('2026-11-11T20:00:00Z', '/', 'desktop').events);
    expect(await rootViews()).to.equal(t.sessions + 1);

    // The job finds the changed week again and compacts it from its daily rows.
    expect(await compact()).to.deep.include({ compactedWeeks: 1 });
    expect(await rootViews()).to.equal(t.sessions + 1);
    await db.knex('analytics_weekly_pages').where({ site_id: a, week: '2026-11-09', path: '/' }).increment('views', 1000);
    expect(await rootViews()).to.equal(t.sessions + 1001);
    await db.knex('analytics_weekly_pages').where({ site_id: a, week: '2026-11-09', path: '/' }).decrement('views', 1000);
  });

  it('a purge cutting a compacted week deletes that week, and the figures are those of the days kept', async () => {
    const kept = await figures(a);
    // Thursday 11-12: 11-09..11-11 go; the week of 11-09 and every earlier one lose their weekly rows.
    await store.deleteCollected(a, new Date('2026-11-12T00:00:00Z'));
    expect(await markers(a)).to.deep.equal(['2026-11-16']);
    expect(Number((await db.knex('analytics_weekly_pages').where({ site_id: a }).where('week', '<', '2026-11-16').count({ n: '*' }))[0]!.n)).to.equal(0);

    const purged = await figures(a);
    // Day 22 is 11-12: the late 11-11 session went with its day.
    expectThirtyDays(purged, 22);
    expect(purged['7d']).to.deep.equal(kept['7d']);

    // Compacted again from its remaining days (11-12..11-15): the same figures.
    expect(await compact()).to.deep.include({ compactedWeeks: 1 });
    expect(await markers(a)).to.deep.equal(['2026-11-09', '2026-11-16']);
    expect(await figures(a)).to.deep.equal(purged);
  });

  it('"delete site data" removes the weekly rows and markers of that site only', async () => {
    expect(Object.values(await weeklyRows(a)).every((n) => n > 0)).to.equal(true);
    const untouched = await weeklyRows(b);
    const remove = new DeleteSiteData(sites, store, new DataJobKnexRepository(db.database), new KnexTransactionRunner(db.database));
    await remove.execute({ siteId: a, caller: OWNER, confirmName: 'A', acknowledge: true });

    expect(await weeklyRows(a)).to.deep.equal({ pages: 0, dims: 0, errors: 0, elements: 0, clicks: 0, flows: 0 });
    expect(await markers(a)).to.deep.equal([]);
    expect(await weeklyRows(b)).to.deep.equal(untouched);
    const empty = await figures(a);
    expect(empty['90d'].pages.pages).to.deep.equal([]);
    expect(await compact()).to.deep.include({ compactedWeeks: 0 });
  });
});
