import { expect } from 'chai';
import type { Clock } from '../../../../shared/index.js';
import { InMemorySites } from '../../testing/in-memory-fakes.fake.js';
import { FORM_EVENTS_READ, GetFormsReport } from './get-forms-report.use-case.js';
import type { FormReportRead, ReportQueries, TimeSpan } from './report-queries.port.js';

const NOW = new Date('2026-12-20T15:00:00Z');
const clock: Clock = { now: () => NOW };

describe('analytics: GetFormsReport', () => {
  async function setUp(read: FormReportRead) {
    const sites = new InMemorySites();
    const calls: { siteId: string; span: TimeSpan; cap: number; now: Date }[] = [];
    // The store folds the events (ReportQueries.formReport): the use case reads nothing else.
    const queries = {
      formReport: async (siteId: string, span: TimeSpan, cap: number, now: Date) => (calls.push({ siteId, span, cap, now }), read),
    } as unknown as ReportQueries;
    const site = await sites.create({ userId: 'user-1', name: 'S', url: 'https://s.example', host: 's.example' });
    return { site, calls, useCase: new GetFormsReport(sites, queries, clock) };
  }

  it("asks the store for the report of the window's newest FORM_EVENTS_READ form events at the clock's now, and returns it as read", async () => {
    const page = { path: '/signup', started: 2, submitted: 1, abandoned: 1, fields: [] };
    const { site, calls, useCase } = await setUp({ pages: [page], eventsRead: FORM_EVENTS_READ, truncated: true });
    const report = await useCase.execute({ siteId: site.id, userId: 'user-1', range: 'custom', from: '2026-12-01', to: '2026-12-07' });
    expect(report).to.deep.equal({ window: report.window, pages: [page], eventsRead: FORM_EVENTS_READ, truncated: true });
    expect(report.window).to.include({ range: 'custom' });
    expect(calls).to.deep.equal([{ siteId: site.id, span: { start: new Date('2026-12-01T00:00:00Z'), end: new Date('2026-12-08T00:00:00Z') }, cap: FORM_EVENTS_READ, now: NOW }]);
  });

  it("answers 404 for another owner's site without reading", async () => {
    const { site, calls, useCase } = await setUp({ pages: [], eventsRead: 0, truncated: false });
    let code = '';
    await useCase.execute({ siteId: site.id, userId: 'user-2', range: '7d' }).catch((error: { code: string }) => (code = error.code));
    expect(code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect(calls).to.deep.equal([]);
  });
});
