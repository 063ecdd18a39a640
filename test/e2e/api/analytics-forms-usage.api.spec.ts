import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { EventBatchWriter } from '../../../src/modules/analytics/adapters/persistence/event-batch/event-batch.writer.js';
import type { FormsReport, SiteUsage } from '../../../src/modules/analytics/contract.js';
import type { EnrichedEvent } from '../../../src/modules/analytics/domain/enriched-event.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { SessionBuilder } from '../../support/analytics/session-builder.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The form report (GET …/forms) and the monthly event allowance (GET …/usage, GET /api/analytics/allowances)
 * through the real stack: events written by the worker's writer, the owner's plan read from identity.
 */
describe('analytics forms and usage API', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  const password = 'forms usage pass phrase';
  const ALLOWANCES = { trial: 10, free: 3, standard: 4, premium: 40 };
  let app: TestApp;
  let owner: ApiSession;
  let ownerId: string;
  let siteId: string;
  let base: string;
  let writer: EventBatchWriter;

  /** Seconds ago, but never before this month began (so the events count in the month the test reads). */
  const at = (secondsAgo: number) => {
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    return new Date(Math.max(now.getTime() - secondsAgo * 1000, monthStart)).toISOString();
  };

  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

  before(async () => {
    app = await startTestApp({
      env: {
        ANALYTICS_MONTHLY_EVENTS_TRIAL: String(ALLOWANCES.trial),
        ANALYTICS_MONTHLY_EVENTS_FREE: String(ALLOWANCES.free),
        ANALYTICS_MONTHLY_EVENTS_STANDARD: String(ALLOWANCES.standard),
        ANALYTICS_MONTHLY_EVENTS_PREMIUM: String(ALLOWANCES.premium),
      },
    });
    owner = new ApiSession(app.baseUrl);
    ownerId = (await owner.signUp({ username: `formsowner_${run}`, email: `forms-owner-${run}@example.org`, password })).user.id;
    siteId = (await owner.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name: 'Forms', url: 'https://forms.example' }, 201)).site.id;
    base = `/api/analytics/sites/${siteId}`;
    writer = new EventBatchWriter(app.process.container.root.get<Database>(PLATFORM.Database));
  });
  after(() => app?.stop());

  const usage = async (session = owner) => (await session.json<{ success: true; usage: SiteUsage }>('GET', `${base}/usage`)).usage;

  it('counts the month\'s stored events against the trial\'s allowance: ok, then warning at 80 %, exceeded at 100 %', async () => {
    const fresh = await usage();
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect(fresh).to.deep.equal({ month: now.toISOString().slice(0, 7), events: 0, allowance: 10, percent: 0, level: 'ok', plan: 'trial', resetsAt: next.toISOString() });

    const visit = new SessionBuilder({ siteId, visitorId: `v-usage-${run}`, sessionId: `s-usage-${run}` });
    for (let i = 0; i < 8; i++) visit.pageview(at(300 - i), `/p${i}`, 'desktop');
    await writer.write(visit.events);
    expect(await usage()).to.include({ events: 8, percent: 80, level: 'warning' });

    // A batch written again (a retried job) adds nothing: only stored events count.
    await writer.write(visit.events);
    expect((await usage()).events).to.equal(8);

    const more = new SessionBuilder({ siteId, visitorId: `v-usage2-${run}`, sessionId: `s-usage2-${run}` });
    more.pageview(at(200), '/a', 'mobile').pageview(at(199), '/b', 'mobile').pageview(at(198), '/c', 'mobile');
    await writer.write(more.events);
    expect(await usage()).to.include({ events: 11, percent: 110, level: 'exceeded', allowance: 10 });
  });

  it("follows the owner's paid plan, and hides the usage from everyone else", async () => {
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    await knex('identity_users').where({ id: ownerId }).update({ is_premium: true, subscription_status: 'premium' });
    expect(await usage()).to.include({ plan: 'premium', allowance: 40, events: 11, percent: 27.5, level: 'ok' });

    const other = new ApiSession(app.baseUrl);
    await other.signUp({ username: `formsother_${run}`, email: `forms-other-${run}@example.org`, password });
    const refused = await other.request('GET', `${base}/usage`);
    expect(refused.status).to.equal(404);
    expect(((await refused.json()) as { code: string }).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await new ApiSession(app.baseUrl).request('GET', `${base}/usage`)).status).to.equal(401);
  });

  it('tells anyone the configured allowance of every plan', async () => {
    const res = await new ApiSession(app.baseUrl).request('GET', '/api/analytics/allowances');
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.match(/public/);
    expect(await res.json()).to.deep.equal({ success: true, allowances: ALLOWANCES });
  });

  it('reports form visits and fields per page from the form events, never a value', async () => {
    const flags = (events: EnrichedEvent[], index: number, data: Record<string, unknown>) => Object.assign(events[index]!.data, data);
    // Visitor 1: the e-mail refused once (typeMismatch) on submit, fixed, submitted.
    const one = new SessionBuilder({ siteId, visitorId: `v-form1-${run}`, sessionId: `s-form1-${run}` })
      .form(ago(7200), '/signup', 'input', 'email')
      .form(ago(7199), '/signup', 'invalid', 'email')
      .form(ago(7190), '/signup', 'change', 'email')
      .form(ago(7189), '/signup', 'submit', 'signup');
    flags(one.events, 1, { valid: false, error: 'typeMismatch' });
    // Visitor 2, two hours ago: typed a name, then left on the phone field, which failed on leaving.
    const two = new SessionBuilder({ siteId, visitorId: `v-form2-${run}`, sessionId: `s-form2-${run}` })
      .form(ago(7300), '/signup', 'input', 'email')
      .form(ago(7290), '/signup', 'change', 'phone');
    flags(two.events, 1, { htmlType: 'tel', valid: false, required: false, hasValue: true, error: 'patternMismatch' });
    // Visitor 3 on the contact page, submitted.
    const three = new SessionBuilder({ siteId, visitorId: `v-form3-${run}`, sessionId: `s-form3-${run}` })
      .form(ago(100), '/contact', 'input', 'message')
      .form(ago(90), '/contact', 'submit', 'contact');
    flags(three.events, 0, { htmlType: 'textarea', required: false });
    await writer.write([...one.events, ...two.events, ...three.events]);

    const res = await owner.request('GET', `${base}/forms?range=7d`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    const text = await res.text();
    const { report } = JSON.parse(text) as { report: FormsReport };
    expect(report.truncated).to.equal(false);
    expect(report.eventsRead).to.equal(8);
    expect(report.pages.map((p) => [p.path, p.started, p.submitted, p.abandoned])).to.deep.equal([
      ['/signup', 2, 1, 1],
      ['/contact', 1, 1, 0],
    ]);
    const signup = report.pages[0]!;
    expect(signup.fields).to.deep.equal([
      { name: 'phone', htmlType: 'tel', required: false, touched: 1, withValue: 1, failedVisits: 1, errors: [{ error: 'patternMismatch', count: 1 }], abandoned: 1 },
      { name: 'email', htmlType: 'email', required: true, touched: 2, withValue: 2, failedVisits: 1, errors: [{ error: 'typeMismatch', count: 1 }], abandoned: 0 },
    ]);
    expect(text).to.not.match(/"value"/);

    // The window bounds the events read: none of these is in the realtime window but the contact page's.
    const realtime = (await owner.json<{ report: FormsReport }>('GET', `${base}/forms?range=realtime`)).report;
    expect(realtime.pages.map((p) => p.path)).to.deep.equal(['/contact']);
    expect((await owner.request('GET', `${base}/forms?range=bogus`)).status).to.equal(400);
  });
});
