import type { EnrichedEvent } from '../../../src/modules/analytics/domain/enriched-event.js';
import { seededUuid } from './enriched-events.js';

/** Day D of the rollup scenario below, and the day after it, where session A ends. */
export const SCENARIO_DAY = '2026-05-04';
export const SCENARIO_NEXT_DAY = '2026-05-05';
const D = SCENARIO_DAY;
const D1 = SCENARIO_NEXT_DAY;

/**
 * Three sessions that touch every rollup table, with hand-computed totals in
 * adapters/persistence/event-batch/event-batch.writer.medium.spec.ts (which describes each event); the
 * ClickHouse writer's parity spec writes it through both stores. Ids are seeded from `idPrefix`.
 *
 * A (visitor va): D 23:58 to D+1 00:01:25, three page views, scrolls, clicks, engagement, a form, an error.
 * B (visitor vb): a campaign page view on D 10:00 with three rage clicks and engagement.
 * C (visitor vc): no page view, the same JS error twice on D 12:00.
 */
export function rollupScenario(siteId: string, idPrefix: string): { a: EnrichedEvent[]; b: EnrichedEvent[]; c: EnrichedEvent[] } {
  let n = 0;
  const common = (session: 'a' | 'b' | 'c', iso: string, path: string) => {
    const who = {
      a: { visitorId: 'va', referrer: null, sourceKind: 'organic-search' as const, country: 'FR', city: 'Paris', browser: 'Chrome', os: 'Linux', device: 'desktop' },
      b: { visitorId: 'vb', referrer: null, sourceKind: 'campaign' as const, country: 'DE', city: 'Berlin', browser: 'Safari', os: 'iOS', device: 'mobile' },
      c: { visitorId: 'vc', referrer: null, sourceKind: 'direct' as const, country: null, city: null, browser: 'Firefox', os: 'Windows', device: 'desktop' },
    }[session];
    return { id: seededUuid(`${idPrefix}/${session}/${n++}`), siteId, sessionId: `session-${session}`, occurredAt: new Date(iso), path, ...who };
  };
  const pageview = (s: 'a' | 'b', iso: string, path: string, data: Partial<Extract<EnrichedEvent, { kind: 'pageview' }>['data']> = {}, referrer: string | null = null): EnrichedEvent => ({
    ...common(s, iso, path),
    referrer,
    kind: 'pageview',
    data: { referrer: referrer ?? '', screen: 'desktop', language: 'en', ...data },
  });
  const scroll = (iso: string, depth: number, distance: number, ms: number): EnrichedEvent => ({ ...common('a', iso, '/'), kind: 'scroll', data: { depth, distance, ms } });
  const engagement = (s: 'a' | 'b', iso: string, path: string, activeMs: number, totalMs: number, scrollDepth: number): EnrichedEvent => ({
    ...common(s, iso, path),
    kind: 'engagement',
    data: { activeMs, totalMs, scrollDepth },
  });
  const click = (s: 'a' | 'b', iso: string, path: string, data: { group: 'button' | 'link'; selector: string; text: string; pageX: number; pageY: number; rage?: boolean; dead?: boolean }): EnrichedEvent => ({
    ...common(s, iso, path),
    kind: 'click',
    data: { elementX: 0.5, elementY: 0.5, viewportWidth: s === 'a' ? 1600 : 390, rage: false, dead: false, ...data },
  });
  const form = (iso: string, action: 'input' | 'change' | 'submit'): EnrichedEvent => ({
    ...common('a', iso, '/signup'),
    kind: 'form',
    data: { action, name: 'email', htmlType: action === 'submit' ? 'form' : 'email', hasValue: true, valid: true, required: true },
  });
  const error = (s: 'a' | 'c', iso: string, path: string, message: string): EnrichedEvent => ({
    ...common(s, iso, path),
    kind: 'error',
    data: { message, source: 'https://example.com/app.js', line: 1, col: 2 },
  });
  const a = [
    pageview('a', `${D}T23:58:00Z`, '/', {}, 'https://www.google.com/'),
    scroll(`${D}T23:58:10Z`, 40, 800, 500),
    scroll(`${D}T23:58:20Z`, 80, 1200, 700),
    scroll(`${D}T23:58:25Z`, 60, -300, 200),
    click('a', `${D}T23:58:30Z`, '/', { group: 'button', selector: 'main>button', text: 'Sign up', pageX: 0.5, pageY: 0.29 }),
    engagement('a', `${D}T23:58:40Z`, '/', 30_000, 40_000, 80),
    pageview('a', `${D}T23:58:41Z`, '/pricing', { referrer: 'https://example.com/' }, 'https://example.com/'),
    engagement('a', `${D}T23:59:30Z`, '/pricing', 20_000, 49_000, 30),
    engagement('a', `${D1}T00:00:30Z`, '/pricing', 10_000, 60_000, 50),
    pageview('a', `${D1}T00:01:00Z`, '/signup', { referrer: 'https://example.com/pricing' }, 'https://example.com/pricing'),
    form(`${D1}T00:01:10Z`, 'input'),
    form(`${D1}T00:01:15Z`, 'change'),
    form(`${D1}T00:01:20Z`, 'submit'),
    error('a', `${D1}T00:01:21Z`, '/signup', 'ReferenceError: x is not defined'),
    click('a', `${D1}T00:01:25Z`, '/signup', { group: 'button', selector: 'form>button', text: 'Create account', pageX: 1, pageY: 1, dead: true }),
  ];
  const docs = { group: 'link' as const, selector: 'nav>a', text: 'Docs', pageX: 0.1, pageY: 0.5, rage: true };
  const b = [
    pageview('b', `${D}T10:00:00Z`, '/pricing', { screen: 'mobile', utm: { source: 'Newsletter', medium: 'Email', campaign: 'Black|Friday' } }),
    click('b', `${D}T10:00:05Z`, '/pricing', docs),
    click('b', `${D}T10:00:06Z`, '/pricing', docs),
    click('b', `${D}T10:00:07Z`, '/pricing', docs),
    engagement('b', `${D}T10:00:20Z`, '/pricing', 5_000, 20_000, 100),
  ];
  const c = [error('c', `${D}T12:00:00Z`, '/x', 'TypeError: a is null'), error('c', `${D}T12:00:05Z`, '/x', 'TypeError: a is null')];
  return { a, b, c };
}
