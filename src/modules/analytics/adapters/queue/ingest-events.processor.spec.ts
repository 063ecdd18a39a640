import { expect } from 'chai';
import type { JobContext } from '../../../../platform/queue/index.js';
import { ingestJobData, type IngestJobData } from '../../application/ingest/ingest-job.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { IngestEventsProcessor } from './ingest-events.processor.js';

const event = (id: string): EnrichedEvent =>
  ({ id, siteId: 'site-1', visitorId: 'v1', sessionId: 's1', country: null, city: null, browser: null, os: null, device: 'desktop', occurredAt: new Date('2026-11-23T10:00:00Z'), path: '/', referrer: null, sourceKind: null, kind: 'scroll', data: { depth: 1, distance: 1, ms: 1 } }) as EnrichedEvent;

const job = (ids: string[]): JobContext<IngestJobData> => ({
  id: ids.join(','),
  queue: 'analytics',
  name: 'analytics.ingest',
  data: JSON.parse(JSON.stringify(ingestJobData(ids.map(event)))) as IngestJobData,
  attempt: 1,
  reportProgress: async () => undefined,
  signal: new AbortController().signal,
});

describe('analytics: ingest processor (jobs gathered into writer batches)', () => {
  it('writes the events of jobs running at once in one batch and completes each job with its own count', async () => {
    const batches: string[][] = [];
    const processor = new IngestEventsProcessor({ write: async (events) => (batches.push(events.map((e) => e.id)), { inserted: events.length, duplicates: 0 }) }, { lingerMs: 20, maxEvents: 100, writers: 1 });
    const results = await Promise.all([processor.handle(job(['a', 'b'])), processor.handle(job(['c'])), processor.handle(job(['d', 'e', 'f']))]);
    expect(results).to.deep.equal([{ events: 2 }, { events: 1 }, { events: 3 }]);
    expect(batches).to.deep.equal([['a', 'b', 'c', 'd', 'e', 'f']]);
  });

  it('writes a full batch at once, and fails only the job the database refuses', async () => {
    const batches: string[][] = [];
    const processor = new IngestEventsProcessor(
      {
        write: async (events) => {
          batches.push(events.map((e) => e.id));
          if (events.some((e) => e.id === 'bad')) throw new Error('refused');
          return { inserted: events.length, duplicates: 0 };
        },
      },
      { lingerMs: 60_000, maxEvents: 4, writers: 1 },
    );
    const results = await Promise.allSettled([processor.handle(job(['a'])), processor.handle(job(['bad'])), processor.handle(job(['b', 'c']))]);
    expect(results.map((r) => r.status)).to.deep.equal(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches).to.deep.equal([['a', 'bad', 'b', 'c'], ['a'], ['bad'], ['b', 'c']]);
  });
});
