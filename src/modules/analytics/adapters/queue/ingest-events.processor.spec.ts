import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { JobContext } from '../../../../platform/queue/index.js';
import { DroppedCounter } from '../../application/ingest/dropped-counter.js';
import { EnrichQueuedRequests } from '../../application/ingest/enrich-queued-requests.js';
import { DAY_MS, type IngestJobData } from '../../application/ingest/ingest-job.js';
import { StoreAcceptedEvents } from '../../application/ingest/store-accepted-events.js';
import type { EventWriter } from '../../application/ports/event-writer.port.js';
import { MemoryLiveStore } from '../live/memory.live-store.js';
import { UaParserUserAgentReader } from '../user-agent/ua-parser.user-agent-reader.js';
import type { IngestBatching } from '../../application/tracker-settings.js';
import { IngestEventsProcessor } from './ingest-events.processor.js';

const NOW = new Date('2026-11-23T10:00:00Z');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A job of one request per name, each with one scroll event on the page `/<name>` ("invalid": an event the schema refuses). */
const job = (names: string[]): JobContext<IngestJobData> => ({
  id: names.join(','),
  queue: 'analytics',
  name: 'analytics.ingest',
  data: {
    requests: names.map((name) => ({
      id: randomUUID(),
      siteId: 'site-1',
      host: 'site.example',
      receivedAt: NOW.getTime(),
      visitors: { [Math.floor(NOW.getTime() / DAY_MS)]: `visitor-${name}` },
      country: null,
      city: null,
      userAgent: CHROME,
      events: JSON.stringify([{ type: 'scroll', url: `https://site.example/${name}`, ts: NOW.getTime(), depth: name === 'invalid' ? 101 : 1, distance: 1, ms: 1 }]),
    })),
  },
  attempt: 1,
  reportProgress: async () => undefined,
  signal: new AbortController().signal,
});

describe('analytics: ingest processor (jobs validated, enriched and gathered into writer batches)', () => {
  let live: MemoryLiveStore;
  let dropped: DroppedCounter;
  beforeEach(() => {
    live = new MemoryLiveStore({ now: () => NOW });
    dropped = new DroppedCounter(live, { droppedFlushMs: 60_000 }, { warn: () => undefined });
  });
  const processor = (writer: EventWriter, batching: IngestBatching) =>
    new IngestEventsProcessor(new EnrichQueuedRequests(new UaParserUserAgentReader(), dropped), new StoreAcceptedEvents(live, writer, { warn: () => undefined }), { workerBatching: batching });

  it('writes the events of jobs running at once in one batch with their sessions, and completes each job with its own count', async () => {
    const batches: string[][] = [];
    const sessions: string[] = [];
    const ingest = processor({ write: async (events) => (batches.push(events.map((e) => e.path)), sessions.push(...events.map((e) => e.sessionId)), { inserted: events.length, duplicates: 0 }) }, { lingerMs: 20, maxEvents: 100, writers: 1 });
    const results = await Promise.all([ingest.handle(job(['a', 'b'])), ingest.handle(job(['c', 'invalid'])), ingest.handle(job(['d', 'e', 'f']))]);
    expect(results).to.deep.equal([{ events: 2 }, { events: 1 }, { events: 3 }]);
    expect(batches).to.deep.equal([['/a', '/b', '/c', '/d', '/e', '/f']]);
    expect(new Set(sessions).size, 'one session per visitor').to.equal(6);
    await dropped.flush();
    expect(await live.droppedCounts()).to.deep.equal({ 'invalid:event': 1 });
    expect((await live.liveSnapshot('site-1', NOW, 1)).visitors).to.equal(6);
  });

  it('writes a full batch at once, and fails only the job the database refuses; only written events reach the realtime window', async () => {
    const batches: string[][] = [];
    const ingest = processor(
      {
        write: async (events) => {
          batches.push(events.map((e) => e.path));
          if (events.some((e) => e.path === '/bad')) throw new Error('refused');
          return { inserted: events.length, duplicates: 0 };
        },
      },
      { lingerMs: 60_000, maxEvents: 4, writers: 1 },
    );
    const results = await Promise.allSettled([ingest.handle(job(['a'])), ingest.handle(job(['bad'])), ingest.handle(job(['b', 'c']))]);
    expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches).to.deep.equal([['/a', '/bad', '/b', '/c'], ['/a'], ['/bad'], ['/b', '/c']]);
    expect((await live.liveSnapshot('site-1', NOW, 1)).visitors).to.equal(3);
  });

  it('still writes a job of the former format (enriched events with sessions) as it is, so a deploy loses nothing', async () => {
    const written: { id: string; sessionId: string; path: string }[] = [];
    const ingest = processor({ write: async (events) => (written.push(...events.map(({ id, sessionId, path }) => ({ id, sessionId, path }))), { inserted: events.length, duplicates: 0 }) }, { lingerMs: 5, maxEvents: 100, writers: 1 });
    const former = { groups: [{ siteId: 'site-1', visitorId: 'v1', sessionId: 's1', country: null, city: null, browser: null, os: null, device: 'desktop', events: [{ id: 'e1', kind: 'pageview', at: NOW.getTime(), path: '/old', referrer: null, sourceKind: 'direct', data: { referrer: '', screen: 'laptop', language: 'en' } }] }] };
    expect(await ingest.handle({ ...job([]), data: former as unknown as IngestJobData })).to.deep.equal({ events: 1 });
    expect(written).to.deep.equal([{ id: 'e1', sessionId: 's1', path: '/old' }]);
    expect((await live.liveSnapshot('site-1', NOW, 1)).pageViews, 'recorded by the tracker that enqueued it').to.equal(0);
  });
});
