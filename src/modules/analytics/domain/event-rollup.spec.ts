import { expect } from 'chai';
import type { EnrichedEvent } from './enriched-event.js';
import { foldSession, hourOf, rollUpBatch, sessionKey } from './event-rollup.js';

const SITE = '00000000-0000-4000-8000-000000000001';
const at = (iso: string) => new Date(iso);
const common = (id: string, iso: string, path = '/') => ({
  id,
  siteId: SITE,
  visitorId: 'v1',
  sessionId: 's1',
  occurredAt: at(iso),
  path,
  referrer: null,
  sourceKind: 'direct' as const,
  country: null,
  city: null,
  browser: null,
  os: null,
  device: null,
});
const pageview = (id: string, iso: string, path = '/'): EnrichedEvent => ({ ...common(id, iso, path), kind: 'pageview', data: { referrer: '', screen: 'desktop', language: 'en' } });
const click = (id: string, iso: string, rage = false): EnrichedEvent => ({
  ...common(id, iso),
  kind: 'click',
  data: { group: 'button', text: 'Go', selector: 'button', pageX: 0, pageY: 0, elementX: 0, elementY: 0, viewportWidth: 1000, rage, dead: false },
});

describe('event rollup', () => {
  it('puts event counters in the hour of each event and session counters in the session hour', () => {
    const events = [pageview('a', '2026-01-01T10:59:50Z'), click('b', '2026-01-01T11:00:10Z', true)];
    const { sessions, hourly } = rollUpBatch(events, new Map(), [{ siteId: SITE, hour: at('2026-01-01T10:00:00Z') }]);
    expect(sessions).to.have.length(1);
    expect(sessions[0]).to.include({ pageViews: 1, interactions: 1, rageClicks: 1 });
    expect(hourly.map((h) => [h.hour.toISOString(), h.pageViews, h.visitors, h.sessions, h.bounces, h.clicks, h.rageClicks, h.frustratedSessions, h.sessionSeconds])).to.deep.equal([
      ['2026-01-01T10:00:00.000Z', 1, 1, 1, 0, 0, 0, 1, 20],
      ['2026-01-01T11:00:00.000Z', 0, 0, 0, 0, 1, 1, 0, 0],
    ]);
  });

  it('takes a session out of the bounces when a later batch brings its second page view', () => {
    const first = rollUpBatch([pageview('a', '2026-01-01T10:00:00Z')], new Map(), []);
    expect(first.hourly[0]).to.include({ sessions: 1, bounces: 1, sessionSeconds: 0 });
    const stored = new Map([[sessionKey(SITE, 's1'), first.sessions[0]!]]);
    const second = rollUpBatch([pageview('b', '2026-01-01T10:00:30Z', '/next')], stored, []);
    expect(second.hourly[0]).to.include({ sessions: 0, bounces: -1, pageViews: 1, sessionSeconds: 30 });
    expect(second.sessions[0]).to.include({ pageViews: 2, entryPath: '/', exitPath: '/next' });
  });

  it('keeps the rollup hour of the first batch when an earlier event arrives late, but extends the session', () => {
    const first = foldSession(undefined, [pageview('a', '2026-01-01T10:05:00Z', '/b')]);
    const late = foldSession(first, [pageview('z', '2026-01-01T09:58:00Z', '/a')]);
    expect(late.rollupHour.toISOString()).to.equal('2026-01-01T10:00:00.000Z');
    expect(late.startedAt.toISOString()).to.equal('2026-01-01T09:58:00.000Z');
    expect(late.entryPath).to.equal('/a');
    expect(hourOf(at('2026-01-01T09:58:00Z')).toISOString()).to.equal('2026-01-01T09:00:00.000Z');
  });
});
