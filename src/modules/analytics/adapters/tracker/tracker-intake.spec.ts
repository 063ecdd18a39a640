import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { InProcessJobQueue } from '../../../../platform/queue/index.js';
import { MemoryLiveStore } from '../live/memory.live-store.js';
import { UaParserUserAgentReader } from '../user-agent/ua-parser.user-agent-reader.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { deviceFingerprint, type Exclusion } from '../../domain/exclusion.js';
import { saltDay, visitorId } from '../../domain/visitor-id.js';
import { InMemoryExclusions } from '../../testing/in-memory-exclusions.fake.js';
import { InMemorySites } from '../../testing/in-memory-fakes.fake.js';
import type { GeoLocator } from '../../application/ports/geo-locator.port.js';
import { CommitAcceptedEvents } from '../../application/ingest/commit-accepted-events.js';
import { DroppedCounter } from '../../application/ingest/dropped-counter.js';
import { EnrichQueuedRequests } from '../../application/ingest/enrich-queued-requests.js';
import { GroupCommit } from '../../application/ingest/group-commit.js';
import { IngestBatch, type TrackingRequest } from '../../application/ingest/ingest-batch.use-case.js';
import type { IngestJobData, QueuedRequest } from '../../application/ingest/ingest-job.js';
import { ANALYTICS_QUEUE, INGEST_JOB } from '../../index.js';
import { SiteDirectory } from '../../application/ingest/site-directory.js';
import { StoreAcceptedEvents } from '../../application/ingest/store-accepted-events.js';
import { IngestEventsProcessor } from '../queue/ingest-events.processor.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const KEY = 'k'.repeat(44);
const NOW = new Date('2026-11-23T12:00:00Z');

describe('analytics: tracker intake (IngestBatch, then the ingest processor, on the memory live store, the in-process queue and in-memory tables)', () => {
  let clock: { at: Date; now(): Date };
  let sites: InMemorySites;
  let exclusions: InMemoryExclusions;
  let live: MemoryLiveStore;
  let queue: InProcessJobQueue;
  let jobs: IngestJobData[];
  /** What the worker handed to the writer, batch by batch. */
  let written: EnrichedEvent[][];
  let handling: Promise<unknown>[];
  let ingest: IngestBatch;
  let dropped: DroppedCounter;
  let siteId: string;
  const located: string[] = [];

  const geo: GeoLocator = {
    async locate(ip) {
      located.push(ip);
      return ip === '8.8.8.8' ? { country: 'US', city: 'Mountain View' } : { country: null, city: null };
    },
  };

  beforeEach(async () => {
    clock = { at: NOW, now() { return this.at; } };
    sites = new InMemorySites();
    exclusions = new InMemoryExclusions();
    live = new MemoryLiveStore(clock);
    queue = new InProcessJobQueue({});
    jobs = [];
    written = [];
    handling = [];
    dropped = new DroppedCounter(live, { droppedFlushMs: 60_000 }, { warn: () => undefined });
    // The worker's side, as analytics.module.ts wires it, over a writer that keeps what it gets.
    const writer = { write: async (events: readonly EnrichedEvent[]) => (written.push([...events]), { inserted: events.length, duplicates: 0 }) };
    const processor = new IngestEventsProcessor(new EnrichQueuedRequests(new UaParserUserAgentReader(), dropped), new StoreAcceptedEvents(live, writer, { warn: () => undefined }), { workerBatching: { lingerMs: 5, maxEvents: 1_000, writers: 1 } });
    queue.process<IngestJobData, unknown>(
      ANALYTICS_QUEUE,
      INGEST_JOB,
      async (job) => {
        jobs.push(job.data);
        const handled = processor.handle(job);
        handling.push(handled);
        return handled;
      },
      { concurrency: 16 },
    );
    const commit = new CommitAcceptedEvents(queue);
    const sink = new GroupCommit<QueuedRequest>((requests) => commit.execute(requests), 5, 100);
    ingest = new IngestBatch(new SiteDirectory(sites, exclusions, clock, { siteCacheMs: 5_000, deviceKey: KEY }), live, geo, new UaParserUserAgentReader(), dropped, sink, clock);
    siteId = (await sites.create({ userId: 'owner', name: 'Shop', url: 'https://shop.example', host: 'shop.example' })).id;
    located.length = 0;
  });
  // What a test left running must not write into the next test's arrays.
  afterEach(async () => {
    await processed();
    await queue.close(0);
  });

  const request = (body: unknown, extra: Partial<TrackingRequest> = {}): TrackingRequest => ({
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    tooLarge: false,
    ip: '8.8.8.8',
    userAgent: CHROME,
    declined: false,
    ...extra,
  });
  const pageview = (url: string, ts: number, referrer = '') => ({ type: 'pageview', url, ts, referrer, utm: {}, screen: 'laptop', language: 'en', title: 'T' });
  const click = (url: string, ts: number) => ({ type: 'click', url, ts, group: 'button', text: 'Buy', selector: 'button', pageX: 0.1, pageY: 0.2, elementX: 0.5, elementY: 0.5, viewportWidth: 1280, rage: false, dead: false });
  /** Once every enqueued job is through the worker (jobs start as soon as they are stored). */
  const processed = async (): Promise<void> => {
    await new Promise((r) => setTimeout(r, 10));
    while (handling.length > 0) {
      const running = handling;
      handling = [];
      await Promise.allSettled(running);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const stored = async (): Promise<EnrichedEvent[]> => {
    await processed();
    return written.flat();
  };
  const counts = async () => {
    await processed();
    await dropped.flush();
    return live.droppedCounts();
  };

  it('enqueues one record per request without the IP or the user field; the worker enriches its events, with sessions', async () => {
    const t = NOW.getTime() - 2_000;
    const outcome = await ingest.execute(request({ site: siteId, user: 'member-7', events: [pageview('https://shop.example/shoes?size=42&email=a@b.c', t, 'https://www.google.com/?q=a#x'), click('https://shop.example/shoes?size=42', t + 1_000)] }));
    expect(outcome).to.deep.equal({ accepted: true, dropped: 0 });
    const events = await stored();
    expect(jobs).to.have.length(1);
    const salt = await live.dailySalt(saltDay(NOW));
    const visitor = visitorId({ salt, siteId, ip: '8.8.8.8', userAgent: CHROME });
    const [view, press] = events;
    expect(view).to.deep.include({ siteId, visitorId: visitor, kind: 'pageview', path: '/shoes', referrer: 'https://www.google.com/', sourceKind: 'organic-search', country: 'US', city: 'Mountain View', browser: 'Chrome', os: 'Linux', device: 'desktop' });
    expect(view!.occurredAt.getTime()).to.equal(t);
    expect(view!.data).to.deep.equal({ referrer: 'https://www.google.com/', utm: {}, screen: 'laptop', language: 'en', title: 'T' });
    expect(press).to.deep.include({ kind: 'click', path: '/shoes', referrer: null, sourceKind: null });
    expect(view!.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(press!.id).to.not.equal(view!.id);
    expect(view!.sessionId).to.be.a('string').and.equal(press!.sessionId);
    expect(view!.sessionId).to.not.equal('');
    const json = JSON.stringify(jobs);
    expect(json).to.not.include('8.8.8.8');
    expect(json).to.not.include('member-7');
    // The query string travels in the job (the events as the browser sent them) but is not stored.
    expect(JSON.stringify(events)).to.not.include('email=');
    expect((await live.liveSnapshot(siteId, NOW, 30)).pageViews).to.equal(1);
  });

  it('counts a refused body once in the tracker and an invalid event once each in the worker, keeping the valid ones', async () => {
    expect(await ingest.execute(request('{"site": '))).to.deep.equal({ accepted: false, dropped: 1 });
    expect(await ingest.execute(request({ site: siteId, events: 'nope' }))).to.deep.equal({ accepted: false, dropped: 1 });
    expect(await ingest.execute(request({ site: siteId, events: [] }, { tooLarge: true }))).to.deep.equal({ accepted: false, dropped: 1 });
    const t = NOW.getTime();
    // JSON.parse makes "__proto__" an own key, which the strict schemas refuse (an object literal would set the prototype instead).
    const hostile = `{"site":"${siteId}","events":[${JSON.stringify(pageview('https://shop.example/', t))},${JSON.stringify({ ...click('https://shop.example/', t), pageX: 7 })},{"type":"pageview","__proto__":{"polluted":true}}]}`;
    // The tracker checks only the envelope; the worker validates each event.
    expect(await ingest.execute(request(hostile))).to.deep.equal({ accepted: true, dropped: 0 });
    expect(await ingest.execute(request(`{"site":"${siteId}","__proto__":{"polluted":true},"events":[${JSON.stringify(pageview('https://shop.example/', t))}]}`))).to.deep.equal({ accepted: false, dropped: 1 });
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(await counts()).to.deep.equal({ 'invalid:not-json': 1, 'invalid:bad-envelope': 2, 'too-large': 1, 'invalid:event': 2 });
    expect((await stored()).map((e) => e.kind)).to.deep.equal(['pageview']);
  });

  it('drops whole batches of unknown sites, sites with tracking off, bots, and DNT/GPC where the site honours them', async () => {
    const events = [pageview('https://shop.example/', NOW.getTime()), click('https://shop.example/', NOW.getTime())];
    expect(await ingest.execute(request({ site: randomUUID(), events }))).to.deep.equal({ accepted: false, dropped: 2 });
    expect(await ingest.execute(request({ site: 'not-a-uuid', events }))).to.deep.equal({ accepted: false, dropped: 2 });
    expect(await ingest.execute(request({ site: siteId, events }, { userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }))).to.deep.equal({ accepted: false, dropped: 2 });
    expect(await ingest.execute(request({ site: siteId, events }, { declined: true }))).to.deep.equal({ accepted: false, dropped: 2 });
    const off = await sites.create({ userId: 'owner', name: 'Off', url: 'https://off.example', host: 'off.example' });
    await sites.update(off.id, { trackingEnabled: false }, NOW);
    expect(await ingest.execute(request({ site: off.id, events }))).to.deep.equal({ accepted: false, dropped: 2 });
    const lax = await sites.create({ userId: 'owner', name: 'Lax', url: 'https://lax.example', host: 'lax.example' });
    await sites.update(lax.id, { respectDnt: false }, NOW);
    expect(await ingest.execute(request({ site: lax.id, events }, { declined: true }))).to.deep.equal({ accepted: true, dropped: 0 });
    expect(await counts()).to.deep.equal({ 'unknown-site': 4, bot: 2, dnt: 2, 'tracking-disabled': 2 });
    expect(located, 'no geo lookup for a dropped batch').to.deep.equal(['8.8.8.8']);
  });

  it('drops batches matching an IP, user, visitor or device exclusion, and only those', async () => {
    const events = [pageview('https://shop.example/', NOW.getTime())];
    const salt = await live.dailySalt(saltDay(NOW));
    const add = (type: Exclusion['type'], value: string) => exclusions.create({ siteId, type, value, label: null });
    await add('ip', '2001:db8::7');
    await add('user', 'staff-1');
    await add('visitor', visitorId({ salt, siteId, ip: '198.51.100.4', userAgent: CHROME }));
    await add('device', deviceFingerprint(KEY, '::ffff:192.0.2.9', IPHONE));
    const excluded = [
      request({ site: siteId, events }, { ip: '2001:0DB8:0:0:0:0:0:7' }),
      request({ site: siteId, user: 'staff-1', events }),
      request({ site: siteId, events }, { ip: '198.51.100.4' }),
      request({ site: siteId, events }, { ip: '192.0.2.9', userAgent: IPHONE }),
    ];
    for (const r of excluded) expect(await ingest.execute(r)).to.deep.equal({ accepted: false, dropped: 1 });
    const kept = [request({ site: siteId, user: 'staff-2', events }), request({ site: siteId, events }, { ip: '192.0.2.9' }), request({ site: siteId, events }, { userAgent: IPHONE })];
    for (const r of kept) expect(await ingest.execute(r)).to.deep.equal({ accepted: true, dropped: 0 });
    expect(await counts()).to.deep.equal({ excluded: 4 });
  });

  it('reads a site and its exclusions once per cache period, whatever the number of requests', async () => {
    const events = [pageview('https://shop.example/', NOW.getTime())];
    await Promise.all(Array.from({ length: 20 }, () => ingest.execute(request({ site: siteId, events }))));
    expect(exclusions.reads).to.equal(1);
    clock.at = new Date(NOW.getTime() + 5_001);
    await ingest.execute(request({ site: siteId, events: [pageview('https://shop.example/', clock.at.getTime())] }));
    expect(exclusions.reads).to.equal(2);
  });

  it('keeps a visitor in one session across requests, starts a new one after 30 idle minutes, and shifts a wrong clock', async () => {
    const t = NOW.getTime();
    await ingest.execute(request({ site: siteId, events: [pageview('https://shop.example/a', t - 60_000)] }));
    await ingest.execute(request({ site: siteId, events: [pageview('https://shop.example/b', t)] }));
    // The worker assigns sessions, within moments of the requests.
    await processed();
    clock.at = new Date(t + 31 * 60_000);
    // The browser's clock is a day behind: the batch is placed at its arrival.
    await ingest.execute(request({ site: siteId, events: [pageview('https://shop.example/c', t - 86_400_000 + 31 * 60_000)] }));
    const [a, b, c] = await stored();
    expect(a!.sessionId).to.equal(b!.sessionId);
    expect(c!.sessionId).to.not.equal(a!.sessionId);
    expect(c!.occurredAt.getTime()).to.equal(t + 31 * 60_000);
    expect(c!.visitorId).to.equal(a!.visitorId);
  });

  it('hashes the visitor ids of the day before too in the first hour after midnight, and places older events at that hour', async () => {
    const midnight = Date.parse('2026-11-24T00:00:00Z');
    clock.at = new Date(midnight + 20 * 60_000);
    const arrival = clock.at.getTime();
    // A browser with a right clock: one event just before midnight, one now, one stamped two hours ago.
    await ingest.execute(request({ site: siteId, events: [pageview('https://shop.example/a', midnight - 10_000), click('https://shop.example/a', arrival), click('https://shop.example/a', arrival - 2 * 3_600_000)] }));
    const [before, now, old] = await stored();
    const ids = jobs[0]!.requests[0]!.visitors;
    const yesterday = visitorId({ salt: await live.dailySalt(saltDay(new Date(midnight - 1))), siteId, ip: '8.8.8.8', userAgent: CHROME });
    const today = visitorId({ salt: await live.dailySalt(saltDay(new Date(midnight))), siteId, ip: '8.8.8.8', userAgent: CHROME });
    expect(ids).to.deep.equal({ [String(midnight / 86_400_000 - 1)]: yesterday, [String(midnight / 86_400_000)]: today });
    expect(before).to.deep.include({ visitorId: yesterday, occurredAt: new Date(midnight - 10_000) });
    expect(now).to.deep.include({ visitorId: today, occurredAt: new Date(arrival) });
    expect(old).to.deep.include({ visitorId: yesterday, occurredAt: new Date(arrival - 3_600_000) });
    // Past the first hour, one day, one hash.
    clock.at = new Date(midnight + 61 * 60_000);
    await ingest.execute(request({ site: siteId, events: [pageview('https://shop.example/b', clock.at.getTime())] }));
    await processed();
    expect(Object.keys(jobs[1]!.requests[0]!.visitors)).to.deep.equal([String(midnight / 86_400_000)]);
  });

  it('groups concurrent requests into one job, answering each only once it is enqueued', async () => {
    const events = [pageview('https://shop.example/', NOW.getTime())];
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => ingest.execute(request({ site: siteId, events }, { ip: `203.0.113.${i + 1}` }))));
    expect(outcomes.every((o) => o.accepted)).to.equal(true);
    expect(jobs).to.have.length(1);
    expect(jobs[0]!.requests, 'one record per request').to.have.length(30);
    const sessions = (await stored()).map((e) => e.sessionId);
    expect(sessions).to.have.length(30);
    expect(new Set(sessions).size).to.equal(30);
  });

  it('passes the events on as the body sent them, or serialised again when a user came with them', async () => {
    const t = NOW.getTime();
    const events = [pageview('https://shop.example/', t), click('https://shop.example/', t)];
    await ingest.execute(request({ site: siteId, events }));
    await ingest.execute(request({ site: siteId, user: 'member-7', events }));
    await ingest.execute(request(`{ "events": ${JSON.stringify(events)}, "site": "${siteId}" }`));
    await processed();
    const texts = jobs.flatMap((job) => job.requests.map((r) => r.events));
    expect(texts).to.deep.equal([JSON.stringify(events), JSON.stringify(events), JSON.stringify(events)]);
    // A repeated key: the cut text is not one JSON value, and the worker refuses the request whole; so
    // does it a body cut short (the tracker cuts the snippet's form without parsing it).
    await ingest.execute(request(`{"site":"${siteId}","events":[${JSON.stringify(events[0])}],"events":[${JSON.stringify(events[1])}]}`));
    const truncated = `{"site":"${siteId}","events":${JSON.stringify(events)}`.slice(0, -40) + ']}';
    expect(await ingest.execute(request(truncated))).to.deep.equal({ accepted: true, dropped: 0 });
    // An array that is no event list: one counted refusal, not one per element.
    await ingest.execute(request(`{"site":"${siteId}","events":[${'1,'.repeat(30)}1]}`));
    expect(await counts()).to.deep.equal({ 'invalid:not-json': 2, 'invalid:bad-envelope': 1 });
    expect(written.flat()).to.have.length(6);
  });

  it('gives a job run again the same event ids and sessions, so the writer stores nothing twice', async () => {
    await ingest.execute(request({ site: siteId, events: [pageview('https://shop.example/', NOW.getTime()), click('https://shop.example/', NOW.getTime())] }));
    const first = await stored();
    const enrich = new EnrichQueuedRequests(new UaParserUserAgentReader(), dropped);
    const again = enrich.execute(JSON.parse(JSON.stringify(jobs[0])));
    expect(again.map((e) => e.id)).to.deep.equal(first.map((e) => e.id));
    expect(new Set(first.map((e) => e.id)).size).to.equal(2);
  });

  it('does not accept events the queue refused, and counts them', async () => {
    await queue.close(0);
    const events = [pageview('https://shop.example/', NOW.getTime())];
    let failure: unknown;
    await ingest.execute(request({ site: siteId, events })).catch((error: unknown) => (failure = error));
    expect(failure).to.be.an('error');
    expect(await counts()).to.deep.equal({ 'enqueue-failed': 1 });
  });
});
