import { createHash, randomUUID } from 'node:crypto';
import type { IngestJobData, QueuedRequest } from '../../../src/modules/analytics/application/ingest/ingest-job.js';
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

/**
 * Enriched events back into `analytics.ingest` job data (ingest-job.ts) as a tracker would have enqueued
 * them: one request per run of consecutive events of one visitor (at most 25, one UTC day), received when
 * its newest event happened, jobs of about `eventsPerJob` events. The worker gives them other ids and
 * sessions of its own.
 */
export function queuedJobs(events: readonly EnrichedEvent[], eventsPerJob: number): IngestJobData[] {
  const DAY = 86_400_000;
  const jobs: IngestJobData[] = [];
  let job: QueuedRequest[] = [];
  let inJob = 0;
  let run: EnrichedEvent[] = [];
  const close = () => {
    if (run.length === 0) return;
    const first = run[0]!;
    job.push({
      id: randomUUID(),
      siteId: first.siteId,
      host: 'bench.example',
      receivedAt: Math.max(...run.map((e) => e.occurredAt.getTime())),
      visitors: { [Math.floor(first.occurredAt.getTime() / DAY)]: first.visitorId },
      country: first.country,
      city: first.city,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      events: JSON.stringify(run.map((e) => ({ type: e.kind, url: `https://bench.example${e.path}`, ts: e.occurredAt.getTime(), ...e.data }))),
    });
    inJob += run.length;
    run = [];
    if (inJob >= eventsPerJob) {
      jobs.push({ requests: job });
      job = [];
      inJob = 0;
    }
  };
  for (const e of events) {
    const last = run[run.length - 1];
    if (last && (last.visitorId !== e.visitorId || run.length === 25 || Math.floor(last.occurredAt.getTime() / DAY) !== Math.floor(e.occurredAt.getTime() / DAY))) close();
    run.push(e);
  }
  close();
  if (job.length) jobs.push({ requests: job });
  return jobs;
}
