import { expect } from 'chai';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { fromQueued, ingestJobData } from './ingest-job.js';

describe('analytics: ingest job data', () => {
  const context = { siteId: 'site-1', visitorId: 'v1', sessionId: 's1', country: 'FR', city: 'Lyon', browser: 'Firefox', os: 'Linux', device: 'desktop' };
  const events: EnrichedEvent[] = [
    { ...context, id: 'e1', occurredAt: new Date('2026-11-23T10:00:00.123Z'), path: '/', referrer: 'https://news.example/', sourceKind: 'referrer', kind: 'pageview', data: { referrer: 'https://news.example/', utm: {}, screen: 'laptop', language: 'fr' } },
    { ...context, id: 'e2', occurredAt: new Date('2026-11-23T10:00:01Z'), path: '/', referrer: null, sourceKind: null, kind: 'scroll', data: { depth: 50, distance: 300, ms: 200 } },
    { ...context, sessionId: 's2', id: 'e3', occurredAt: new Date('2026-11-23T11:00:00Z'), path: '/b', referrer: null, sourceKind: null, kind: 'scroll', data: { depth: 10, distance: 30, ms: 20 } },
    { ...context, id: 'e4', occurredAt: new Date('2026-11-23T10:00:02Z'), path: '/', referrer: null, sourceKind: null, kind: 'scroll', data: { depth: 60, distance: 30, ms: 20 } },
  ];

  it('groups consecutive events of one context and gives them back whole after a JSON round trip', () => {
    const data = ingestJobData(events);
    expect(data.groups.map((g) => [g.sessionId, g.events.map((e) => e.id)])).to.deep.equal([
      ['s1', ['e1', 'e2']],
      ['s2', ['e3']],
      ['s1', ['e4']],
    ]);
    const json = JSON.stringify(data);
    expect(json.match(/site-1/g)).to.have.length(3);
    expect(fromQueued(JSON.parse(json))).to.deep.equal(events);
  });

  it('leaves out what is not an event', () => {
    expect(fromQueued(null)).to.deep.equal([]);
    expect(fromQueued({ events: [] })).to.deep.equal([]);
    expect(fromQueued({ groups: [null, { ...events[0], events: [null, { id: 'x', at: 'soon' }] }] })).to.deep.equal([]);
  });
});
