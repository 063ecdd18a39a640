import { expect } from 'chai';
import { DailyRollup } from './daily-rollup.js';
import type { EnrichedEvent } from './enriched-event.js';
import { foldSession, groupBySession, hourOf, rollUpBatch, sessionKey, sessionsToReplay, type HourlyCounters, type StoredSession } from './event-rollup.js';

const SITE = '00000000-0000-4000-8000-000000000001';
const at = (iso: string) => new Date(iso);

let sequence = 0;
const common = (iso: string, path = '/', session = 's1') => ({
  id: `e${String(sequence++).padStart(6, '0')}`,
  siteId: SITE,
  visitorId: `v-${session}`,
  sessionId: session,
  occurredAt: at(iso),
  path,
  referrer: null,
  sourceKind: 'direct' as const,
  country: 'FR',
  city: 'Lyon',
  browser: 'Firefox',
  os: 'Linux',
  device: 'desktop',
});
const pageview = (iso: string, path = '/', session = 's1', data: Partial<Extract<EnrichedEvent, { kind: 'pageview' }>['data']> = {}): EnrichedEvent => ({
  ...common(iso, path, session),
  kind: 'pageview',
  data: { referrer: '', screen: 'desktop', language: 'en', ...data },
});
const click = (iso: string, path = '/', session = 's1', data: Partial<Extract<EnrichedEvent, { kind: 'click' }>['data']> = {}): EnrichedEvent => ({
  ...common(iso, path, session),
  kind: 'click',
  data: { group: 'button', text: 'Go', selector: 'button', pageX: 0, pageY: 0, elementX: 0, elementY: 0, viewportWidth: 1000, rage: false, dead: false, ...data },
});
const engagement = (iso: string, path: string, activeMs: number, totalMs: number, scrollDepth: number, session = 's1'): EnrichedEvent => ({
  ...common(iso, path, session),
  kind: 'engagement',
  data: { activeMs, totalMs, scrollDepth },
});
const scroll = (iso: string, path: string, depth: number, distance: number, ms: number, session = 's1'): EnrichedEvent => ({ ...common(iso, path, session), kind: 'scroll', data: { depth, distance, ms } });
const form = (iso: string, path: string, action: 'input' | 'change' | 'invalid' | 'submit', session = 's1'): EnrichedEvent => ({
  ...common(iso, path, session),
  kind: 'form',
  data: { action, name: 'q', htmlType: 'text', hasValue: true, valid: true, required: false },
});
const error = (iso: string, path: string, message: string, session = 's1'): EnrichedEvent => ({ ...common(iso, path, session), kind: 'error', data: { message, source: 'app.js', line: 1, col: 1 } });

/** Applies batches like the writer does on the database: only new ids count; counters add up; replays get their history. */
class MemoryStore {
  private readonly ids = new Set<string>();
  private readonly stored = new Map<string, EnrichedEvent[]>();
  readonly sessions = new Map<string, StoredSession>();
  private readonly hourly = new Map<string, HourlyCounters>();
  private readonly visitors = new Set<string>();
  private readonly daily = new DailyRollup();

  write(batch: readonly EnrichedEvent[]): void {
    const fresh = [...new Map(batch.map((e) => [e.id, e])).values()].filter((e) => !this.ids.has(e.id));
    if (fresh.length === 0) return;
    const history = new Map(sessionsToReplay(fresh, this.sessions).map((s) => [sessionKey(s.siteId, s.sessionId), this.stored.get(sessionKey(s.siteId, s.sessionId))!]));
    const rollup = rollUpBatch(fresh, this.sessions, history);
    for (const e of fresh) {
      this.ids.add(e.id);
      const key = sessionKey(e.siteId, e.sessionId);
      this.stored.set(key, [...(this.stored.get(key) ?? []), e]);
    }
    for (const s of rollup.sessions) this.sessions.set(sessionKey(s.siteId, s.sessionId), s);
    for (const h of rollup.hourly) {
      const key = h.hour.toISOString();
      const row = this.hourly.get(key) ?? { ...h, visitors: 0, pageViews: 0, sessions: 0, bounces: 0, sessionSeconds: 0, frustratedSessions: 0, convertedSessions: 0, events: 0, clicks: 0, rageClicks: 0, deadClicks: 0, jsErrors: 0, formSubmits: 0, activeMs: 0, totalMs: 0 };
      for (const name of ['pageViews', 'sessions', 'bounces', 'sessionSeconds', 'frustratedSessions', 'convertedSessions', 'events', 'clicks', 'rageClicks', 'deadClicks', 'jsErrors', 'formSubmits', 'activeMs', 'totalMs'] as const) row[name] += h[name];
      this.hourly.set(key, row);
    }
    for (const v of rollup.visitorHours) this.visitors.add(`h ${v.hour.toISOString()} ${v.visitorId}`);
    for (const v of rollup.visitorDays) this.visitors.add(`d ${v.day} ${v.visitorId}`);
    this.daily.add(rollup.daily, 1);
  }

  snapshot() {
    return {
      sessions: [...this.sessions.values()].sort((a, b) => (a.sessionId < b.sessionId ? -1 : 1)),
      hourly: [...this.hourly.values()].sort((a, b) => a.hour.getTime() - b.hour.getTime()),
      visitors: [...this.visitors].sort(),
      daily: this.daily.rows(),
    };
  }
}

/**
 * Three sessions around midnight with every kind of event, in time order: s1 reads two pages across
 * midnight (scrolls both ways, clicks through, fills a form in, hits an error), s2 bounces on a campaign
 * landing page on a phone, s3 only has a click and an engagement (no page view yet) before its page view.
 */
function night(): EnrichedEvent[] {
  return [
    pageview('2026-03-01T23:50:00Z', '/', 's1', { referrer: 'https://www.bing.com/' }),
    pageview('2026-03-01T23:51:00Z', '/offer', 's2', { screen: 'mobile', utm: { source: 'Mail', campaign: 'march' } }),
    scroll('2026-03-01T23:52:00Z', '/', 50, 900, 400),
    scroll('2026-03-01T23:52:30Z', '/', 90, 700, 300),
    scroll('2026-03-01T23:52:40Z', '/', 70, -200, 100),
    click('2026-03-01T23:53:00Z', '/', 's1', { pageX: 0.5, pageY: 0.25 }),
    click('2026-03-01T23:54:00Z', '/other', 's3', { viewportWidth: 400, rage: true }),
    engagement('2026-03-01T23:55:00Z', '/', 20_000, 300_000, 90),
    pageview('2026-03-01T23:55:00Z', '/docs', 's1'),
    engagement('2026-03-01T23:56:00Z', '/other', 1_000, 2_000, 10, 's3'),
    scroll('2026-03-01T23:58:00Z', '/docs', 30, 600, 500),
    engagement('2026-03-01T23:59:00Z', '/docs', 10_000, 240_000, 30),
    form('2026-03-02T00:00:10Z', '/docs', 'input'),
    form('2026-03-02T00:00:20Z', '/docs', 'invalid'),
    form('2026-03-02T00:00:30Z', '/docs', 'submit'),
    engagement('2026-03-02T00:01:00Z', '/docs', 5_000, 60_000, 80),
    pageview('2026-03-02T00:02:00Z', '/other', 's3'),
    error('2026-03-02T00:03:00Z', '/docs', 'boom'),
  ];
}

describe('event rollup', () => {
  it('puts event counters in the hour of each event and session counters in the session hour', () => {
    const events = [pageview('2026-01-01T10:59:50Z'), click('2026-01-01T11:00:10Z', '/', 's1', { rage: true })];
    const { sessions, hourly, visitorHours, visitorDays } = rollUpBatch(events, new Map());
    expect(sessions).to.have.length(1);
    expect(sessions[0]).to.include({ pageViews: 1, interactions: 1, rageClicks: 1 });
    expect(hourly.map((h) => [h.hour.toISOString(), h.pageViews, h.visitors, h.sessions, h.bounces, h.clicks, h.rageClicks, h.frustratedSessions, h.sessionSeconds])).to.deep.equal([
      ['2026-01-01T10:00:00.000Z', 1, 0, 1, 0, 0, 0, 1, 20],
      ['2026-01-01T11:00:00.000Z', 0, 0, 0, 0, 1, 1, 0, 0],
    ]);
    // Visitors are counted by the writer from these rows (only the ones new to their hour or day).
    expect(visitorHours.map((v) => [v.hour.toISOString(), v.visitorId])).to.deep.equal([
      ['2026-01-01T10:00:00.000Z', 'v-s1'],
      ['2026-01-01T11:00:00.000Z', 'v-s1'],
    ]);
    expect(visitorDays).to.deep.equal([{ siteId: SITE, day: '2026-01-01', visitorId: 'v-s1' }]);
  });

  it('takes a session out of the bounces when a later batch brings its second page view', () => {
    const first = rollUpBatch([pageview('2026-01-01T10:00:00Z')], new Map());
    expect(first.hourly[0]).to.include({ sessions: 1, bounces: 1, sessionSeconds: 0 });
    const stored = new Map([[sessionKey(SITE, 's1'), first.sessions[0]!]]);
    const second = rollUpBatch([pageview('2026-01-01T10:00:30Z', '/next')], stored);
    expect(second.hourly[0]).to.include({ sessions: 0, bounces: -1, pageViews: 1, sessionSeconds: 30 });
    expect(second.sessions[0]).to.include({ pageViews: 2, entryPath: '/', exitPath: '/next' });
  });

  it('keeps the engagement state the quality report needs (hand-computed for s1)', () => {
    const s1 = foldSession(
      undefined,
      night().filter((e) => e.sessionId === 's1'),
    );
    expect(s1).to.deep.include({
      startedAt: at('2026-03-01T23:50:00Z'),
      lastSeenAt: at('2026-03-02T00:03:00Z'),
      rollupHour: at('2026-03-01T23:00:00Z'),
      entryPath: '/',
      exitPath: '/docs',
      lastViewAt: at('2026-03-01T23:55:00Z'),
      pageViews: 2,
      interactions: 4,
      activeMs: 35_000,
      totalMs: 600_000,
      // / closed at 90 (deep), /docs is current at max(30, 30, 80).
      viewDepth: 80,
      depthSum: 90,
      deepViews: 1,
      scrollPx: 2_400,
      scrollMs: 1_300,
      scrolls: 4,
      // +900, +700, -200 on /: one change; the first gesture on /docs starts afresh.
      directionChanges: 1,
      lastScrollSign: 1,
      clicks: 1,
      clickThroughViews: 1,
      clickedSinceView: false,
      formsStarted: 1,
      formTouchedSinceView: true,
      formSubmits: 1,
      jsErrors: 1,
      viewTimed: true,
      screen: 'desktop',
      referrer: null,
      sourceKind: 'direct',
    });
  });

  it('moves exits, places time on the page view it was spent on, and counts flows per day', () => {
    const { daily } = rollUpBatch(night(), new Map());
    const rows = daily.rows();
    expect(rows.pages.map((p) => [p.day, p.path, p.views, p.entries, p.exits, p.timeMs, p.timedViews])).to.deep.equal([
      ['2026-03-01', '/', 1, 1, 0, 300_000, 1],
      // s1's 00:01 engagement belongs to its /docs view of March 1st.
      ['2026-03-01', '/docs', 1, 0, 1, 300_000, 1],
      ['2026-03-01', '/offer', 1, 1, 1, 0, 0],
      // s3's engagement before any page view stays on the page it names, on its own day.
      ['2026-03-01', '/other', 0, 0, 0, 2_000, 1],
      ['2026-03-02', '/other', 1, 1, 1, 0, 0],
    ]);
    expect(rows.flows.map((f) => [f.day, f.fromPath, f.toPath, f.count])).to.deep.equal([
      ['2026-03-01', '(entry)', '/', 1],
      ['2026-03-01', '(entry)', '/offer', 1],
      ['2026-03-01', '/', '/docs', 1],
      ['2026-03-02', '(entry)', '/other', 1],
    ]);
    expect(rows.clicks.map((c) => [c.path, c.screen, c.xBin, c.yBin, c.clicks])).to.deep.equal([
      ['/', 'desktop', 25, 25, 1],
      // No page view yet, so no session screen: the click's own viewport (400 px) decides.
      ['/other', 'mobile', 0, 0, 1],
    ]);
    expect(rows.elements.map((e) => [e.path, e.clicks, e.rageClicks])).to.deep.equal([
      ['/', 1, 0],
      ['/other', 1, 1],
    ]);
    expect(rows.errors.map((e) => [e.day, e.message, e.count])).to.deep.equal([['2026-03-02', 'boom', 1]]);
  });

  it('counts each session once per dimension on its first day, and moves it when a late first page view sets its source', () => {
    const first = rollUpBatch(
      night().filter((e) => e.sessionId === 's3' && e.kind !== 'pageview'),
      new Map(),
    );
    const sessions = (r: ReturnType<typeof rollUpBatch>) =>
      r.daily
        .rows()
        .dims.filter((d) => d.sessions !== 0)
        .map((d) => [d.day, d.dim, d.value, d.sessions]);
    expect(sessions(first)).to.deep.equal([
      ['2026-03-01', 'browser', 'Firefox', 1],
      ['2026-03-01', 'city', 'Lyon|FR', 1],
      ['2026-03-01', 'country', 'FR', 1],
      ['2026-03-01', 'device', 'desktop', 1],
      ['2026-03-01', 'os', 'Linux', 1],
      ['2026-03-01', 'source', 'direct', 1],
    ]);
    const withView = rollUpBatch([pageview('2026-03-02T00:02:00Z', '/other', 's3', { screen: 'tablet' })], new Map([[sessionKey(SITE, 's3'), first.sessions[0]!]]));
    // The screen arrives with the page view: the session gains it, on its first day, while its page view counts on its own day.
    expect(sessions(withView)).to.deep.equal([['2026-03-01', 'screen', 'tablet', 1]]);
    expect(withView.daily.rows().dims.filter((d) => d.pageViews !== 0).map((d) => [d.day, d.dim, d.value, d.pageViews])).to.deep.equal([
      ['2026-03-02', 'browser', 'Firefox', 1],
      ['2026-03-02', 'city', 'Lyon|FR', 1],
      ['2026-03-02', 'country', 'FR', 1],
      ['2026-03-02', 'device', 'desktop', 1],
      ['2026-03-02', 'os', 'Linux', 1],
      ['2026-03-02', 'screen', 'tablet', 1],
      ['2026-03-02', 'source', 'direct', 1],
    ]);
  });

  it('gives the same sessions and rollups whatever the split of an in-order stream into batches', () => {
    const events = night();
    const whole = new MemoryStore();
    whole.write(events);
    const expected = whole.snapshot();
    for (let cut = 1; cut < events.length; cut++) {
      const store = new MemoryStore();
      store.write(events.slice(0, cut));
      store.write(events.slice(cut));
      expect(store.snapshot(), `split at ${cut}`).to.deep.equal(expected);
    }
    const oneByOne = new MemoryStore();
    for (const e of events) oneByOne.write([e, e]);
    expect(oneByOne.snapshot()).to.deep.equal(expected);
  });

  it('replays a session for late events it cannot place, and gets the in-order result for every event delivered late', () => {
    const events = night();
    const whole = new MemoryStore();
    whole.write(events);
    const expected = whole.snapshot();
    for (let late = 0; late < events.length; late++) {
      const store = new MemoryStore();
      store.write(events.filter((_, i) => i !== late));
      store.write([events[late]!]);
      expect(store.snapshot(), `event ${late} (${events[late]!.kind}) late`).to.deep.equal(expected);
    }
  });

  it('folds late events of the current page view directly and asks for a replay only when the order matters', () => {
    const base = [pageview('2026-01-01T10:00:00Z', '/a'), pageview('2026-01-01T10:01:00Z', '/b'), scroll('2026-01-01T10:02:00Z', '/b', 50, 100, 10), click('2026-01-01T10:03:00Z', '/b')];
    const stored = new Map([[sessionKey(SITE, 's1'), foldSession(undefined, base)]]);
    const replay = (e: EnrichedEvent) => sessionsToReplay([e], stored).length === 1;
    // Inside the current view (/b since 10:01), before the last event: order-free kinds fold directly.
    expect(replay(click('2026-01-01T10:01:30Z', '/b'))).to.equal(false);
    expect(replay(engagement('2026-01-01T10:01:30Z', '/b', 1, 2, 3))).to.equal(false);
    expect(replay(form('2026-01-01T10:01:30Z', '/b', 'input'))).to.equal(false);
    expect(replay(error('2026-01-01T10:01:30Z', '/b', 'x'))).to.equal(false);
    expect(replay(pageview('2026-01-01T10:04:00Z', '/c'))).to.equal(false);
    // A scroll's direction depends on the one before; an event of /a belongs to a closed view; a page view in the past.
    expect(replay(scroll('2026-01-01T10:01:30Z', '/b', 10, -5, 1))).to.equal(true);
    expect(replay(click('2026-01-01T10:00:30Z', '/a'))).to.equal(true);
    expect(replay(pageview('2026-01-01T10:02:30Z', '/c'))).to.equal(true);
    expect(() => rollUpBatch([click('2026-01-01T10:00:30Z', '/a')], stored)).to.throw(/stored events are needed/);
  });

  it('puts an event of the same millisecond as a page view before it: it belongs to the page being left', () => {
    const s = foldSession(undefined, [pageview('2026-01-01T10:00:00Z', '/a'), pageview('2026-01-01T10:00:10Z', '/b'), engagement('2026-01-01T10:00:10Z', '/b', 5_000, 10_000, 60)]);
    const { daily } = rollUpBatch(groupBySession([pageview('2026-01-01T10:00:00Z', '/a', 's9'), pageview('2026-01-01T10:00:10Z', '/b', 's9'), engagement('2026-01-01T10:00:10Z', '/b', 5_000, 10_000, 60, 's9')]), new Map());
    expect(s).to.include({ depthSum: 60, viewDepth: 0, viewTimed: false });
    expect(daily.rows().pages.map((p) => [p.path, p.timeMs, p.timedViews])).to.deep.equal([
      ['/a', 10_000, 1],
      ['/b', 0, 0],
    ]);
    expect(hourOf(at('2026-01-01T09:58:00Z')).toISOString()).to.equal('2026-01-01T09:00:00.000Z');
  });
});
