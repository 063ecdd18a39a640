import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { EventBatchWriter } from '../../../src/modules/analytics/adapters/persistence/event-batch/event-batch.writer.js';
import { ANALYTICS } from '../../../src/modules/analytics/analytics.tokens.js';
import type { AnalyticsLiveStore } from '../../../src/modules/analytics/application/ports/live-store.port.js';
import { DASHBOARD_REPORTS } from '../../../src/modules/analytics/domain/dashboard-report.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { SessionBuilder } from '../../support/analytics/session-builder.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The dashboard report routes (analytics README, "Reports") through the real stack (policies, owner scoping, ranges, shapes). */
interface ErrorView {
  success: false;
  code: string;
  error: string;
}

/** The top-level keys of each report (domain/dashboard-report.ts), `window` included. */
const SHAPES: Record<(typeof DASHBOARD_REPORTS)[number], string[]> = {
  overview: ['window', 'totalVisitors', 'totalPageViews', 'sessions', 'avgSessionDuration', 'bounceRate', 'bounceCount', 'frustratedSessions', 'conversionRate', 'series'],
  pages: ['window', 'pages'],
  sources: ['window', 'kinds', 'referrers', 'campaigns'],
  devices: ['window', 'devices', 'browsers', 'os'],
  geography: ['window', 'countries', 'cities', 'unknownSessions'],
  errors: ['window', 'total', 'errors'],
  interactions: ['window', 'total', 'groups', 'items', 'nextOffset'],
  engagement: ['window', 'score', 'band', 'factors', 'readingPatterns'],
  flows: ['window', 'links'],
  heatmap: ['window', 'path', 'device', 'pages', 'points', 'totalClicks', 'cellWidth', 'cellHeight'],
  'dead-zones': ['window', 'path', 'device', 'pages', 'sections', 'totalInteractions', 'ignored'],
  forms: ['window', 'pages', 'eventsRead', 'truncated'],
};

describe('analytics reports API', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  const password = 'reports pass phrase 2026';
  let app: TestApp;
  let owner: ApiSession;
  let siteId: string;
  let base: string;

  before(async () => {
    app = await startTestApp();
    owner = new ApiSession(app.baseUrl);
    await owner.signUp({ username: `reportowner_${run}`, email: `report-owner-${run}@example.org`, password });
    siteId = (await owner.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name: 'Reports', url: 'https://reports.example' }, 201)).site.id;
    base = `/api/analytics/sites/${siteId}`;

    // One session three minutes ago: /, a click, /next. Written as the worker would, and seen by the live store as the tracker would.
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    const events = new SessionBuilder({ siteId, visitorId: `visitor-${run}`, sessionId: `session-${run}` })
      .pageview(at(180), '/', 'mobile')
      .click(at(170), '/', { group: 'button', text: 'Start', selector: 'button.start', x: 0.5, y: 0.25, viewportWidth: 400 })
      .pageview(at(160), '/next', 'mobile').events;
    const root = app.process.container.root;
    await new EventBatchWriter(root.get<Database>(PLATFORM.Database)).write(events);
    await root.get<AnalyticsLiveStore>(ANALYTICS.LiveStore).recordLive(events.map((e) => ({ siteId, visitorId: e.visitorId, kind: e.kind, path: e.path, occurredAt: e.occurredAt })));
  });
  after(() => app?.stop());

  async function failure(session: ApiSession, path: string, status: number): Promise<ErrorView> {
    const res = await session.request('GET', path);
    const text = await res.text();
    expect(res.status, `GET ${path}: ${text}`).to.equal(status);
    return JSON.parse(text) as ErrorView;
  }

  it('answers every report as { success, report } with the report type of dashboard-report.ts', async () => {
    for (const name of DASHBOARD_REPORTS) {
      const res = await owner.request('GET', `${base}/${name}?range=7d`);
      expect(res.status, name).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const body = (await res.json()) as { success: boolean; report: Record<string, unknown> & { window: { range: string } } };
      expect(body.success, name).to.equal(true);
      expect(Object.keys(body.report), name).to.have.members(SHAPES[name]);
      expect(body.report.window.range).to.equal('7d');
    }
  });

  it('counts the written session, in 7 days and in realtime (the live store)', async () => {
    const week = (await owner.json<{ report: Record<string, unknown> }>('GET', `${base}/overview?range=7d`)).report;
    expect(week).to.deep.include({ totalVisitors: 1, totalPageViews: 2, sessions: 1, bounceCount: 0, bounceRate: 0, avgSessionDuration: 20 });
    const live = (await owner.json<{ report: Record<string, unknown> & { series: unknown[] } }>('GET', `${base}/overview?range=realtime`)).report;
    expect(live).to.deep.include({ totalVisitors: 1, totalPageViews: 2, sessions: 1, topPages: [{ path: '/', pageViews: 1 }, { path: '/next', pageViews: 1 }] });
    expect(live.series).to.have.length(30);
    const heatmap = (await owner.json<{ report: Record<string, unknown> }>('GET', `${base}/heatmap?range=realtime&device=mobile`)).report;
    expect(heatmap).to.deep.include({ path: '/', device: 'mobile', totalClicks: 1, points: [{ x: 0.51, y: 0.255, count: 1 }] });
    const flows = (await owner.json<{ report: { links: { from: string; to: string; count: number }[] } }>('GET', `${base}/flows?range=30d`)).report;
    expect(flows.links).to.deep.include({ from: '/', to: '/next', count: 1 });
  });

  it('reads the report parameters: paging, device, sections; refuses malformed ones', async () => {
    const page = (await owner.json<{ report: { items: unknown[]; total: number; nextOffset: number | null } }>('GET', `${base}/interactions?range=90d&limit=1&group=button`)).report;
    expect([page.items.length, page.total, page.nextOffset]).to.deep.equal([1, 1, null]);
    expect((await owner.json<{ report: { sections: unknown[] } }>('GET', `${base}/dead-zones?range=7d&sections=4&path=/`)).report.sections).to.have.length(4);
    expect((await failure(owner, `${base}/interactions?limit=0`, 400)).code).to.equal('VALIDATION_FAILED');
    expect((await failure(owner, `${base}/interactions?group=banner`, 400)).code).to.equal('VALIDATION_FAILED');
    expect((await failure(owner, `${base}/heatmap?device=phone`, 400)).code).to.equal('VALIDATION_FAILED');
    expect((await failure(owner, `${base}/dead-zones?sections=101`, 400)).code).to.equal('VALIDATION_FAILED');
  });

  it('answers 400 ANALYTICS_INVALID_RANGE to a range the picker cannot send', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const query of [
      'range=14d',
      'range=custom',
      'range=custom&from=2026-01-01',
      `range=custom&from=${tomorrow}&to=${tomorrow}`,
      `range=custom&from=${today}&to=2020-01-01`,
      'range=custom&from=2020-01-01&to=2021-06-01',
      'range=custom&from=2026-02-30&to=2026-03-01',
      'range=7d&range=30d',
    ]) {
      const error = await failure(owner, `${base}/overview?${query}`, 400);
      expect(error.code, query).to.equal('ANALYTICS_INVALID_RANGE');
    }
    const custom = (await owner.json<{ report: { window: { from: string; bucket: string } } }>('GET', `${base}/pages?range=custom&from=${today}&to=${today}`)).report;
    expect(custom.window).to.include({ from: `${today}T00:00:00.000Z`, bucket: 'day' });
  });

  it('hides the reports of a site from every other user (404, before the range is judged) and refuses an expired trial', async () => {
    const other = new ApiSession(app.baseUrl);
    const email = `report-other-${run}@example.org`;
    const signed = await other.signUp({ username: `reportother_${run}`, email, password });
    for (const name of DASHBOARD_REPORTS) expect((await failure(other, `${base}/${name}?range=7d`, 404)).code, name).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await failure(other, `${base}/overview?range=bogus`, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await failure(owner, '/api/analytics/sites/not-a-uuid/overview', 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');

    expect((await failure(new ApiSession(app.baseUrl), `${base}/overview`, 401)).code).to.equal('AUTH_REQUIRED');
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    await knex('identity_users').where({ id: signed.user.id }).update({ trial_end_date: new Date(Date.now() - 86_400_000) });
    await other.signIn({ email, password });
    expect((await failure(other, `${base}/overview`, 403)).code).to.equal('PREMIUM_REQUIRED');
  });
});
