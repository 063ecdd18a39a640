import { createHash } from 'node:crypto';
import type { EnrichedEvent } from '../../../src/modules/analytics/domain/enriched-event.js';

/** A deterministic uuid from a seed string, so regenerated events keep their ids (as a retried job does). */
export function seededUuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const base = (siteId: string, visitor: string, session: string, id: string, at: Date, path: string) => ({
  id: seededUuid(id),
  siteId,
  visitorId: createHash('sha256').update(visitor).digest('hex').slice(0, 32),
  sessionId: session,
  occurredAt: at,
  path,
  referrer: null,
  sourceKind: 'direct' as const,
  country: 'FR',
  city: 'Paris',
  browser: 'Chrome',
  os: 'Linux',
  device: 'desktop',
});

export interface HourTotals {
  pageViews: number;
  visitors: number;
  sessions: number;
  bounces: number;
  sessionSeconds: number;
  clicks: number;
  rageClicks: number;
  events: number;
  activeMs: number;
}

/**
 * `visitors` visitors in the hour starting at `hour`, one session each, starting `i * 10 s` into the hour:
 * - even i: a bounce, one page view then an engagement event 20 s later (15 s active of 20 s);
 * - odd i: page view, a second page view 30 s later and a click 10 s after that (rage when i % 4 == 1): 40 s.
 * Returns the events in time order and the totals the hourly rollup must show.
 */
export function generateHour(siteId: string, hour: Date, visitors: number): { events: EnrichedEvent[]; totals: HourTotals } {
  const events: EnrichedEvent[] = [];
  const key = `${siteId}/${hour.toISOString()}`;
  for (let i = 0; i < visitors; i++) {
    const t0 = hour.getTime() + i * 10_000;
    const visitor = `${key}/visitor-${i}`;
    const session = `${key}/session-${i}`;
    const at = (offsetMs: number) => new Date(t0 + offsetMs);
    const pageview = (n: number, offsetMs: number, path: string): EnrichedEvent => ({
      ...base(siteId, visitor, session, `${session}/pv${n}`, at(offsetMs), path),
      kind: 'pageview',
      data: { referrer: '', screen: 'desktop', language: 'en' },
    });
    if (i % 2 === 0) {
      events.push(pageview(0, 0, '/'));
      events.push({ ...base(siteId, visitor, session, `${session}/eng`, at(20_000), '/'), kind: 'engagement', data: { activeMs: 15_000, totalMs: 20_000, scrollDepth: 40 } });
    } else {
      events.push(pageview(0, 0, '/'));
      events.push(pageview(1, 30_000, '/pricing'));
      events.push({
        ...base(siteId, visitor, session, `${session}/click`, at(40_000), '/pricing'),
        kind: 'click',
        data: { group: 'button', text: 'Buy', selector: 'button.buy', pageX: 0.5, pageY: 0.2, elementX: 0.5, elementY: 0.5, viewportWidth: 1280, rage: i % 4 === 1, dead: false },
      });
    }
  }
  const even = Math.ceil(visitors / 2);
  const odd = Math.floor(visitors / 2);
  let rage = 0;
  for (let i = 1; i < visitors; i += 4) rage++;
  events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  return {
    events,
    totals: { pageViews: even + odd * 2, visitors, sessions: visitors, bounces: even, sessionSeconds: even * 20 + odd * 40, clicks: odd, rageClicks: rage, events: even * 2 + odd * 3, activeMs: even * 15_000 },
  };
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
